// React 19 hoists <title>, <meta> and <link> into <head> but leaves <script> where it is rendered.
const JSON_LD = /<script type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/g;
const HEAD_END = '</head>';

/**
 * The page's JSON-LD blocks, moved from where the page rendered them to the end of <head> (contract.md:
 * "JSON-LD in the page head"). Their JSON escapes '<', so no block can hold a '</script>' of its own.
 */
export function moveStructuredDataToHead(html: string): string {
  const headEnd = html.indexOf(HEAD_END);
  if (headEnd < 0) return html;
  const body = html.slice(headEnd);
  const blocks = body.match(JSON_LD);
  if (!blocks) return html;
  return `${html.slice(0, headEnd)}${blocks.join('')}${body.replace(JSON_LD, '')}`;
}
