import { css } from '@linaria/core';
import { fontWeight } from './theme';

/** A form control or secondary button: on the surface colour, in the text colour and the page's font. */
export const controlSurface = 'background: var(--color-surface); color: var(--color-text); font: inherit;';

/** The site's one primary button: pill-shaped, primary colour, a 44 px touch target. Works on <button> and <a>. */
export const primaryButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0.5rem 1.5rem;
  border: 0;
  border-radius: 999px;
  background: var(--color-primary);
  color: var(--color-on-primary);
  font: inherit;
  font-weight: ${fontWeight.bold};
  text-decoration: none;
  cursor: pointer;
`;

/** "Zurück zu …" above a page's heading: its own line, bold. */
export const backLink = css`
  display: inline-block;
  margin-bottom: 1rem;
  font-weight: ${fontWeight.bold};
`;
