import { css } from '@linaria/core';
import { fontWeight, space } from './theme';

/**
 * A text field's frame: its padding, rounded corners and an edge in the muted text colour, which has the 3:1 against
 * the page that controls' edges need (WCAG 1.4.11). The editor's larger text areas take the 2 px edge.
 */
export const fieldFrame = 'padding: 0.5rem 0.75rem; border: 1px solid var(--color-text-muted); border-radius: 0.5rem;';
export const wideFieldFrame =
  'padding: 0.5rem 0.75rem; border: 2px solid var(--color-text-muted); border-radius: 0.5rem;';

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

/**
 * A fieldset of checkboxes or radios in columns (the classes to choose on /benachrichtigungen, for push and for mail):
 * each choice a row of at least 44 px with a large box.
 */
export const choiceGrid = css`
  margin: 0;
  padding: ${space.md} ${space.lg};
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${space.xs} ${space.md};
`;

export const choiceRow = css`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  min-height: 44px;
  cursor: pointer;
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    flex: none;
    accent-color: var(--color-primary);
  }
`;
