import { css } from '@linaria/core';

/**
 * A list shown as a grid, without bullets or indent. A list adds its own class for the columns and the gap: the two
 * set different properties, so the order of their rules in the stylesheet does not matter.
 */
export const gridList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
`;
