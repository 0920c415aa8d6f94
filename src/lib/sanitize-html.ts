import { escapeAttrValue, FilterXSS } from 'xss';

const allowed = {
  a: ['href', 'title', 'target', 'rel'],
  abbr: ['title'],
  b: [],
  blockquote: [],
  br: [],
  code: [],
  em: [],
  figcaption: [],
  figure: [],
  h2: [],
  h3: [],
  h4: [],
  hr: [],
  i: [],
  img: ['src', 'alt', 'width', 'height', 'title'],
  li: [],
  ol: [],
  p: [],
  pre: [],
  s: [],
  small: [],
  span: [],
  strong: [],
  sub: [],
  sup: [],
  table: [],
  tbody: [],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  thead: [],
  tr: [],
  u: [],
  ul: [],
};

const SAFE_URL = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

const filter = new FilterXSS({
  whiteList: allowed,
  stripIgnoreTag: true,
  // Scripts, styles and iframes go with everything inside them, not just their tags.
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template'],
  allowCommentTag: false,
  onTagAttr(tag, name, value): string | undefined {
    if (name === 'href' || name === 'src') {
      const url = value.trim();
      if (!SAFE_URL.test(url)) return '';
      return `${name}="${escapeAttrValue(url)}"`;
    }
    if (tag === 'a' && name === 'target') return 'target="_blank" rel="noopener noreferrer"';
    return undefined;
  },
});

/** Editor HTML from PocketBase, reduced to text formatting, links and images; never scripts or frames. */
export function sanitizeHtml(html: string | undefined): string {
  if (!html) return '';
  return (
    filter
      .process(html)
      // An image whose source was unsafe is gone entirely; one without alt text is decorative.
      .replace(/<img(?![^>]*\ssrc=)[^>]*>/gi, '')
      .replace(/<img(?![^>]*\salt=)/gi, '<img alt=""')
      .trim()
  );
}
