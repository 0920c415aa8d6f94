import { FilterXSS } from 'xss';
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
/** The few tags whose attributes carry meaning; href and src are checked further in onTagAttr. */
const TAGS_WITH_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title'],
  abbr: ['title'],
  img: ['src', 'alt', 'width', 'height', 'title'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
};
const allowed: Record<string, string[]> = {
  ...Object.fromEntries(PLAIN_TAGS.map((tag) => [tag, []])),
  ...TAGS_WITH_ATTRIBUTES,
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

/** An attribute value the browser reads back exactly: every '&' escaped, so nothing is decoded twice. */
function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Where a link or image really points, decided the way a browser decides it: resolved against the
 * site's own address ('/\evil.example', '/&#47;evil.example' and '/<TAB>/evil.example' all leave
 * the site). Only http(s), mailto, tel, paths from the site's root and in-page anchors survive.
 */
export function resolveLink(raw: string, siteUrl: string): ResolvedLink | undefined {
  const value = decodeAttribute(raw);
  if (value === undefined) return undefined;
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

type Findings = Omit<HtmlAudit, 'html' | 'removedImages'>;

// The filter is built once per site and runs synchronously, so one slot holds the findings of the running call.
let findings: Findings | undefined;

function note(list: string[], value: string): void {
  if (!list.includes(value)) list.push(value);
}

function createFilter(siteUrl: string): FilterXSS {
  return new FilterXSS({
    whiteList: allowed,
    stripIgnoreTag: true,
    stripIgnoreTagBody: DROPPED_WITH_CONTENT,
    allowCommentTag: false,
    onTag(tag, _html, info): undefined {
      if (!findings || info.isWhite || info.isClosing || !/^[a-z][a-z0-9-]*$/.test(tag)) return;
      note(DROPPED_WITH_CONTENT.includes(tag) ? findings.removedWithContent : findings.removedTags, tag);
    },
    onTagAttr(tag, name, value): string | undefined {
      if (name !== 'href' && name !== 'src') return undefined;
      const link = resolveLink(value, siteUrl);
      if (!link) {
        if (findings && tag === 'a' && name === 'href') findings.removedLinks += 1;
        return '';
      }
      if (findings && tag === 'img' && name === 'src' && link.external) note(findings.foreignImages, link.href);
      const attribute = `${name}="${escapeAttribute(link.href)}"`;
      // Our rel, never the author's: the other site gets neither a handle on this page nor the referrer.
      return tag === 'a' && link.external ? `${attribute} rel="noopener noreferrer"` : attribute;
    },
  });
}

const filters = new Map<string, FilterXSS>();

function filterFor(siteUrl: string): FilterXSS {
  let filter = filters.get(siteUrl);
  if (!filter) {
    filter = createFilter(siteUrl);
    filters.set(siteUrl, filter);
  }
  return filter;
}

const IMAGE_WITHOUT_SOURCE = /<img(?![^>]*\ssrc=)[^>]*>/gi;

/** An image whose source was unsafe is gone entirely; one without alt text is decorative. */
function finish(filtered: string): string {
  return filtered
    .replace(IMAGE_WITHOUT_SOURCE, '')
    .replace(/<img(?![^>]*\salt=)/gi, '<img alt=""')
    .trim();
}

/**
 * Editor HTML from PocketBase, reduced to text formatting, links and images; never scripts or frames.
 * `siteUrl` (SITE_URL) decides which links are internal.
 */
export const sanitizeHtml = memoize(
  (html: string | undefined, siteUrl: string): string => (html ? finish(filterFor(siteUrl).process(html)) : ''),
  (html, siteUrl) => `${siteUrl}\n${html ?? ''}`,
);

/** sanitizeHtml, and what it removed on the way: the same filter, with its findings kept. */
export function auditHtml(html: string | undefined, siteUrl: string): HtmlAudit {
  findings = { removedWithContent: [], removedTags: [], removedLinks: 0, foreignImages: [] };
  try {
    const filtered = html ? filterFor(siteUrl).process(html) : '';
    const removedImages = filtered.match(IMAGE_WITHOUT_SOURCE)?.length ?? 0;
    return { html: finish(filtered), ...findings, removedImages };
  } finally {
    findings = undefined;
  }
}
