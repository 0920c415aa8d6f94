import { css } from '@linaria/core';
import { fontWeight } from './theme';

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
