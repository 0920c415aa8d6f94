import { compile, type DomNode, type FormatCallback } from 'html-to-text';
import { memoize } from './memo';

/** Between list items of an excerpt: reads as an item mark after a word and after a sentence alike. */
export const LIST_SEPARATOR = ' · ';

// Text nodes carry no children, whatever the type says.
function hasText(node: DomNode): boolean {
  if (node.type === 'text') return Boolean(node.data?.trim());
  return node.type === 'tag' && node.name !== 'img' && (node.children ?? []).some(hasText);
}

/** A list as one block whose non-empty items (stray text counts as one) follow each other on one line. */
const inlineList: FormatCallback = (elem, walk, builder) => {
  builder.openBlock({ leadingLineBreaks: 1 });
  const items = elem.children.filter(hasText);
  items.forEach((item, index) => {
    if (index > 0) builder.addLiteral(LIST_SEPARATOR);
    walk(item.type === 'tag' ? item.children : [item], builder);
  });
  builder.closeBlock({ trailingLineBreaks: 1 });
};

const BLOCKS = ['blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'pre', 'table', 'tr', 'td', 'th', 'figcaption'];

let converter: ((html: string) => string) | undefined;

/** html-to-text, set up for one line: no wrapping, no link addresses, no images, lists inline. */
function toText(html: string): string {
  converter ??= compile({
    wordwrap: false,
    formatters: { inlineList },
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
      { selector: 'ul', format: 'inlineList' },
      { selector: 'ol', format: 'inlineList' },
      ...BLOCKS.map((selector) => ({ selector, format: 'block' })),
    ],
  });
  return converter(html);
}

const WORD_CHARACTER = /[\p{L}\p{M}\p{N}]/u;

/** The text if it fits, else its whole words that fit with the '…' (a single overlong word is cut inside). */
export function cut(text: string, maxLength: number): string {
  const characters = Array.from(text);
  if (characters.length <= maxLength) return text;
  const room = characters.slice(0, Math.max(maxLength - 1, 0)).join('');
  const insideWord = WORD_CHARACTER.test(characters[maxLength - 1] ?? '');
  const words = insideWord ? room.replace(/[\p{L}\p{M}\p{N}]+$/u, '') : room;
  const kept = words.replace(/[\s.,;:!?·–—-]+$/u, '');
  return `${kept || room}…`;
}

/** Plain text of editor HTML on one line. */
export const plainText = memoize(
  (html: string | undefined): string => (html ? toText(html).replace(/\s+/g, ' ').trim() : ''),
  (html) => html ?? '',
);

/** Plain text of editor HTML on one line, cut at a word boundary, for cards and meta descriptions. */
export function excerpt(html: string | undefined, maxLength = 180): string {
  return cut(plainText(html), maxLength);
}
