import { css } from '@linaria/core';

/** A list without bullets, indent or margin, for one laid out as a row or a grid: interpolated into a class. */
export const unstyledList = 'list-style: none; margin: 0; padding: 0;';

/**
 * A list shown as a grid, without bullets or indent. A list adds its own class for the columns and the gap: the two
 * set different properties, so the order of their rules in the stylesheet does not matter.
 */
export const gridList = css`
  ${unstyledList}
  display: grid;
`;
