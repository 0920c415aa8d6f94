import type { HeadTag } from '../domain/head-tags';

const HEAD_END = '</head>';
const ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };

/**
 * Markup at the end of <head>, where React 19 hydration passes over elements it did not render; a page without
 * </head> (Waku's fallback) or nothing to add leaves the page as it is.
 */
export function insertAtHeadEnd(html: string, markup: string): string {
  const headEnd = html.indexOf(HEAD_END);
  if (headEnd < 0 || markup === '') return html;
  return `${html.slice(0, headEnd)}${markup}${html.slice(headEnd)}`;
}

/** The tags at the end of <head>, written as React writes them. */
export function insertHeadTags(html: string, tags: HeadTag[]): string {
  return insertAtHeadEnd(html, tags.map(headTagHtml).join(''));
}

function headTagHtml({ tag, attributes }: HeadTag): string {
  const text = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value.replace(/[&"'<>]/g, (char) => ESCAPES[char] ?? char)}"`)
    .join('');
  return `<${tag}${text}/>`;
}
