/**
 * The RSC payload a page's scripts push (rsc-html-stream's string chunks), joined, as the browser reads it:
 * `\s` and `\!` in those scripts are `s` and `!` in JavaScript.
 */
export function inlinePayload(html: string): string {
  const pushes = [...html.matchAll(/\(self\.__FLIGHT_DATA\|\|=\[\]\)\.push\(("(?:[^"\\]|\\.)*")\)<\/script>/g)];
  const javascript = (source: string) => source.replaceAll('</\\script', '</script').replaceAll('<\\!--', '<!--');
  return pushes.map((push) => JSON.parse(javascript(push[1] ?? '')) as string).join('');
}

/**
 * How each <StaticHtml> of an RSC payload carries its content: 'html' (written in the RSC pass),
 * 'elements' (the markup writer gave up on it) or 'server' (only an id: on a page load the HTML pass takes the content
 * beside the payload, lib/platform/static-html-handover).
 */
export function staticHtmlContent(payload: string): ('html' | 'elements' | 'server')[] {
  const id = /(?:^|\n)([0-9a-f]+):I\[[^\n]*"StaticHtmlClient"/.exec(payload)?.[1];
  if (id === undefined) return [];
  const found: ('html' | 'elements' | 'server')[] = [];
  const walk = (value: unknown): void => {
    if (value === null || typeof value !== 'object') return;
    if (Array.isArray(value) && value[0] === '$' && value[1] === `$L${id}`) {
      const props = value[3] as object;
      found.push('serverHtml' in props ? 'server' : 'html' in props ? 'html' : 'elements');
    }
    for (const child of Object.values(value)) walk(child);
  };
  for (const row of payload.split('\n')) {
    const model = /^[0-9a-f]*:([[{].*)$/.exec(row)?.[1];
    if (model) walk(JSON.parse(model));
  }
  return found;
}
