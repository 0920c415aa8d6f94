import { media } from './theme';

/** Layout pieces interpolated into a class: each says one thing the site does the same way everywhere. */

/** Items side by side that wrap onto the next line (chips, links, buttons); the class adds its gap. */
export const wrappingRow = 'display: flex; flex-wrap: wrap;';

/** A photo filling its box's width at 16:9, cropped rather than squeezed (cards, galleries). */
export const coverImage = 'display: block; width: 100%; aspect-ratio: 16 / 9; object-fit: cover;';

/** A grid of cards: one column on a phone, two from `media.sm`, three from `media.lg`. */
export const upToThreeColumns = `
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
