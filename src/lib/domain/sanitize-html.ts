import sanitize from 'sanitize-html';
import { memoize } from './memo';

/** Formatting editors may use, without attributes. */
const PLAIN_TAGS = [
  'b',
  'blockquote',
  'br',
  'code',
  'em',
  'figcaption',
  'figure',
  'h2',
  'h3',
  'h4',
  'hr',
  'i',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'thead',
  'tr',
  'u',
  'ul',
];
/** The few tags whose attributes carry meaning; href and src are checked further in `checkAttributes`. */
const TAGS_WITH_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title'],
  abbr: ['title'],
  img: ['src', 'alt', 'width', 'height', 'title'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
};
const ALLOWED_TAGS = [...PLAIN_TAGS, ...Object.keys(TAGS_WITH_ATTRIBUTES)];
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  ...TAGS_WITH_ATTRIBUTES,
  // Only ever the rel `checkAttributes` writes: an author's own rel is taken out before.
  a: [...TAGS_WITH_ATTRIBUTES.a!, 'rel'],
};

/** Named character references a URL may legitimately contain; any other makes the URL suspect. */
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  colon: ':',
  sol: '/',
  bsol: '\\',
  tab: '\t',
  newline: '\n',
  period: '.',
  num: '#',
  quest: '?',
  equals: '=',
  percnt: '%',
};

/** The attribute value as the browser will read it, or undefined when it holds references we do not know. */
function decodeAttribute(value: string): string | undefined {
  let unknown = false;
  const decoded = value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (reference, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    const named = NAMED_ENTITIES[body.toLowerCase()];
    if (named === undefined) unknown = true;
    return named ?? reference;
  });
  return unknown ? undefined : decoded;
}

export type ResolvedLink = { href: string; external: boolean };

/**
 * Where a link or image really points, decided the way a browser decides it: resolved against the
 * site's own address ('/\evil.example', '/&#47;evil.example' and '/<TAB>/evil.example' all leave
 * the site). Only http(s), mailto, tel, paths from the site's root and in-page anchors survive.
 * `raw` is the attribute as written in HTML, character references and all.
 */
export function resolveLink(raw: string, siteUrl: string): ResolvedLink | undefined {
  const value = decodeAttribute(raw);
  return value === undefined ? undefined : resolveAddress(value, siteUrl);
}

/** resolveLink for an address the HTML parser has already read, references decoded. */
function resolveAddress(value: string, siteUrl: string): ResolvedLink | undefined {
  const trimmed = value.trim();
  if (/^#[\w-]*$/.test(trimmed)) return { href: trimmed, external: false };
  // A bare relative address ('x', '../bild.png') means something else on every page it is shown on.
  if (!/^([a-z][a-z\d+.-]*:|[/\\])/i.test(trimmed.replace(/[\t\n\r]/g, ''))) return undefined;
  let site: URL;
  let url: URL;
  try {
    site = new URL(siteUrl);
    url = new URL(trimmed, site);
  } catch {
    return undefined;
  }
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return { href: url.href, external: false };
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.origin !== site.origin) return { href: url.href, external: true };
  // Our own page: a path with one leading slash, so it can never be read as '//host'.
  return { href: `${url.pathname.replace(/^\/+/, '/')}${url.search}${url.hash}`, external: false };
}

/** Tags that go with everything inside them: scripts, styles and embedded frames, not just their tags. */
const DROPPED_WITH_CONTENT = ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template'];

/** What the sanitiser took out of a text: what visitors miss (the dashboard explains it to editors). */
export type HtmlAudit = {
  /** The sanitised HTML, exactly what sanitizeHtml returns. */
  html: string;
  /** Elements removed together with their content (DROPPED_WITH_CONTENT), once each, in order. */
  removedWithContent: string[];
  /** Other elements the allow-list does not name: removed, their text stays. */
  removedTags: string[];
  /** Images gone because their address is not one the site allows (or they had none). */
  removedImages: number;
  /** Links whose address is not allowed: their text stays, the link does not. */
  removedLinks: number;
  /** Images from other sites: kept, but the page's CSP (img-src 'self') does not load them. */
  foreignImages: string[];
};

/**
 * An <embed> is empty to a parser, as to a browser; text an author put before its end tag goes with it, as the
 * fallback inside an <object> does.
 */
const EMBED_FALLBACK = /(<embed(?=[\s/>])[^>]*>)[\s\S]*?<\/embed\s*>/gi;

function note(list: string[], value: string): void {
  if (!list.includes(value)) list.push(value);
}

/**
 * An allowed tag's attributes with href and src resolved (or gone) and our rel after an external link's href, in
 * the author's order; a disallowed tag is only noted. The values come decoded from the parser and are written
 * escaped, so the browser reads exactly the address checked here.
 */
function checkAttributes(tag: string, attribs: sanitize.Attributes, siteUrl: string, audit: HtmlAudit) {
  if (!ALLOWED_TAGS.includes(tag)) {
    if (/^[a-z][a-z0-9-]*$/.test(tag)) {
      note(DROPPED_WITH_CONTENT.includes(tag) ? audit.removedWithContent : audit.removedTags, tag);
    }
    return attribs;
  }
  if (tag !== 'a' && tag !== 'img') return attribs;
  const checked: sanitize.Attributes = tag === 'img' && attribs.alt === undefined ? { alt: '' } : {};
  for (const [name, value] of Object.entries(attribs)) {
    if (name === 'rel') continue;
    if (name !== 'href' && name !== 'src') {
      checked[name] = value;
      continue;
    }
    const link = resolveAddress(value, siteUrl);
    if (!link) {
      if (tag === 'a' && name === 'href') audit.removedLinks += 1;
      continue;
    }
    if (tag === 'img' && name === 'src' && link.external) note(audit.foreignImages, link.href);
    checked[name] = link.href;
    // Our rel, never the author's: the other site gets neither a handle on this page nor the referrer.
    if (tag === 'a' && name === 'href' && link.external) checked.rel = 'noopener noreferrer';
  }
  return checked;
}

/**
 * The HTML as htmlparser2 reads it, written again with only the allowed tags: every element it opens is closed in
 * it (at the latest at its end), and closing tags of elements it never opened are gone, so a post's text cannot
 * reach into the page around it.
 */
function clean(html: string, siteUrl: string): HtmlAudit {
  const audit: HtmlAudit = {
    html: '',
    removedWithContent: [],
    removedTags: [],
    removedImages: 0,
    removedLinks: 0,
    foreignImages: [],
  };
  if (!html) return audit;
  const written = sanitize(html.replace(EMBED_FALLBACK, '$1'), {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: ALLOWED_ATTRIBUTES,
    nonTextTags: DROPPED_WITH_CONTENT,
    // checkAttributes has decided already; these only repeat the rule.
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    // No tag may keep a style attribute: postcss need not read one.
    parseStyleAttributes: false,
    transformTags: {
      '*': (tagName, attribs) => ({ tagName, attribs: checkAttributes(tagName, attribs, siteUrl, audit) }),
    },
    // An image whose source was unsafe is gone entirely.
    exclusiveFilter: (frame) => {
      if (frame.tag !== 'img' || frame.attribs.src !== undefined) return false;
      audit.removedImages += 1;
      return true;
    },
  });
  // sanitize-html ends void elements XHTML-style; text and attribute values have every '>' escaped, so ' />' only
  // ever ends a tag.
  audit.html = written.replace(/ \/>/g, '>').trim();
  return audit;
}

const audited = memoize(
  (html: string | undefined, siteUrl: string) => clean(html ?? '', siteUrl),
  (html, siteUrl) => `${siteUrl}\n${html ?? ''}`,
);

/**
 * Editor HTML from PocketBase, reduced to text formatting, links and images; never scripts or frames, and always
 * well-formed: what it opens it closes. `siteUrl` (SITE_URL) decides which links are internal.
 */
export function sanitizeHtml(html: string | undefined, siteUrl: string): string {
  return audited(html, siteUrl).html;
}

/** sanitizeHtml, and what it removed on the way: the same pass (and the same memo). */
export function auditHtml(html: string | undefined, siteUrl: string): HtmlAudit {
  return structuredClone(audited(html, siteUrl));
}
