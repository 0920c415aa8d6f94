/**
 * The RSC payload a page's scripts push (rsc-html-stream's string chunks), joined, as the browser reads it:
 * `\s` and `\!` in those scripts are `s` and `!` in JavaScript.
 */
export function inlinePayload(html: string): string {
  const pushes = [...html.matchAll(/\(self\.__FLIGHT_DATA\|\|=\[\]\)\.push\(("(?:[^"\\]|\\.)*")\)<\/script>/g)];
  const javascript = (source: string) => source.replaceAll('</\\script', '</script').replaceAll('<\\!--', '<!--');
  return pushes.map((push) => JSON.parse(javascript(push[1] ?? '')) as string).join('');
}
