import type { HeadTag } from '../domain/head-tags';

const ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };

/** The tags for the end of <head> (edge/page-head), written as React writes them. */
export function headTagsHtml(tags: HeadTag[]): string {
  return tags.map(headTagHtml).join('');
}

function headTagHtml({ tag, attributes }: HeadTag): string {
  const text = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value.replace(/[&"'<>]/g, (char) => ESCAPES[char] ?? char)}"`)
    .join('');
  return `<${tag}${text}/>`;
}
