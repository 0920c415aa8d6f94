import { css } from '@linaria/core';
import { controlSurface } from '../../../styles/controls';
import { fontWeight } from '../../../styles/theme';

// The dashboard's buttons, apart from the form components so that its client leaves (FormKeeper) share them.

/** The dashboard's secondary button: pill-shaped, outlined, a 44 px target (dashboard CSS only). */
export const outlineButton = css`
  min-height: 44px;
  padding: 0.5rem 1.25rem;
  border: 2px solid var(--color-primary-strong);
  border-radius: 999px;
  ${controlSurface}
  font-weight: ${fontWeight.bold};
  cursor: pointer;
`;

// Doubled class: wins over outlineButton whatever order the stylesheets come in.
export const dangerButton = css`
  && {
    border-color: var(--color-danger);
    color: var(--color-danger);
  }
`;
