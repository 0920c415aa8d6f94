import type { HeadTag } from '../domain/head-tags';

const HEAD_END = '</head>';
const ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };

/** The tags at the end of <head>, written as React writes them; React 19 hydration passes over them there. */
export function insertHeadTags(html: string, tags: HeadTag[]): string {
  const headEnd = html.indexOf(HEAD_END);
  if (headEnd < 0 || tags.length === 0) return html;
  return `${html.slice(0, headEnd)}${tags.map(headTagHtml).join('')}${html.slice(headEnd)}`;
}

function headTagHtml({ tag, attributes }: HeadTag): string {
  const text = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value.replace(/[&"'<>]/g, (char) => ESCAPES[char] ?? char)}"`)
    .join('');
  return `<${tag}${text}/>`;
}
