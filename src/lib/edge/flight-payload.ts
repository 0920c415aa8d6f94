/**
 * The RSC payload Waku writes into a page (rsc-html-stream: `(self.__FLIGHT_DATA||=[]).push(…)` scripts) repeats
 * the whole page for hydration. Content wrapped in <StaticHtml> (components/static-html) has no interactive
 * parts, so the page's HTML is enough for it: `keepStaticHtml` drops that content (its `html`, or its
 * children where it travels as elements) from the payload and marks the element `serverHtml`, so that
 * hydration leaves the server's markup alone.
 *
 * The payload is a sequence of React Flight rows: `<hex id>:<tag?><data>`, each ending in a newline, except
 * the binary-safe rows whose tag is followed by a hex byte length and a comma (text 'T', typed arrays).
 * Anything this code does not recognise leaves the page as it was: the content stays and hydrates as usual.
 */

const FLIGHT_SCRIPT = /<script((?: nonce="[^"]*")?)>\(self\.__FLIGHT_DATA\|\|=\[\]\)\.push\(([\s\S]*?)\)<\/script>/g;
const CLIENT_COMPONENT_NAME = 'StaticHtmlClient';
/** Row tags followed by `<hex length>,` and that many bytes (react-server-dom's client: rowState 2). */
const LENGTH_TAGS = new Set('TAOoUSsLlGgMmV');
/** A reference to another row in a model row: `$L1a`, `$@1a`, `$1a`, `$1a:props:children`, … */
const ROW_REFERENCE = /"\$[A-Za-z@]?([0-9a-f]+)(:[^"]*)?"/g;

type Row = { id: string; tag: string; text: string };

export function keepStaticHtml(html: string): string {
  const scripts = [...html.matchAll(FLIGHT_SCRIPT)];
  const [first] = scripts;
  if (!first) return html;
  const payload = decodePayload(scripts.map((script) => script[2] ?? ''));
  const rows = payload === undefined ? undefined : parseRows(payload);
  const kept = rows && stripStaticHtml(rows);
  if (!kept) return html;
  const script = `<script${first[1]}>${escapeScript(`(self.__FLIGHT_DATA||=[]).push(${JSON.stringify(kept)})`)}</script>`;
  let result = '';
  let from = 0;
  for (const match of scripts) {
    result += html.slice(from, match.index) + (match === first ? script : '');
    from = match.index + match[0].length;
  }
  return result + html.slice(from);
}

/** The payload's bytes: each script pushes a JSON string, or a base64 chunk that was not valid UTF-8. */
function decodePayload(chunks: string[]): Uint8Array | undefined {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  for (const chunk of chunks) {
    const source = unescapeScript(chunk);
    const base64 = /^Uint8Array\.from\(atob\("([A-Za-z0-9+/=]*)"\), m => m\.codePointAt\(0\)\)$/.exec(source)?.[1];
    try {
      if (base64 !== undefined) parts.push(Uint8Array.from(atob(base64), (c) => c.codePointAt(0) ?? 0));
      else if (source.startsWith('"')) parts.push(encoder.encode(JSON.parse(source) as string));
      else return undefined;
    } catch {
      return undefined;
    }
  }
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

function parseRows(bytes: Uint8Array): Row[] | undefined {
  const decoder = new TextDecoder();
  const rows: Row[] = [];
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(0x3a, at);
    if (colon < 0) return undefined;
    const id = decoder.decode(bytes.subarray(at, colon));
    const tag = String.fromCharCode(bytes[colon + 1] ?? 0);
    let end: number;
    if (LENGTH_TAGS.has(tag)) {
      const comma = bytes.indexOf(0x2c, colon);
      const length = comma < 0 ? NaN : Number.parseInt(decoder.decode(bytes.subarray(colon + 2, comma)), 16);
      end = comma + 1 + length;
      if (!(end <= bytes.length)) return undefined;
    } else {
      const newline = bytes.indexOf(0x0a, colon);
      if (newline < 0) return undefined;
      end = newline + 1;
    }
    const isModel = !LENGTH_TAGS.has(tag) && !/^[A-Z#rx]$/.test(tag);
    rows.push({ id, tag: isModel ? '' : tag, text: decoder.decode(bytes.subarray(at, end)) });
    at = end;
  }
  return rows;
}

/** The payload without the content of StaticHtml elements and the rows only it used; undefined if none. */
function stripStaticHtml(rows: Row[]): string | undefined {
  const types = new Set(
    rows
      .filter((row) => row.tag === 'I' && row.text.includes(`"${CLIENT_COMPONENT_NAME}"`))
      .map((row) => `$L${row.id}`),
  );
  if (types.size === 0) return undefined;
  // Where content was dropped, as `<row id>:<path>:props`, the form React's path references take.
  const strippedPaths: string[] = [];
  const rewritten = rows.map((row) => {
    if (row.tag !== '' || ![...types].some((type) => row.text.includes(`"${type}"`))) return row;
    let model: unknown;
    try {
      model = JSON.parse(row.text.slice(row.id.length + 1, -1));
    } catch {
      return row;
    }
    const paths = markServerHtml(model, types, row.id);
    if (paths.length === 0) return row;
    strippedPaths.push(...paths);
    return { ...row, text: `${row.id}:${JSON.stringify(model)}\n` };
  });
  if (strippedPaths.length === 0) return undefined;
  const reachable = reachableRows(rewritten);
  const kept = rewritten.filter((row) => !isCollectable(row) || reachable.has(row.id));
  // A reference by path into content that is gone would break the page: keep it as it was.
  for (const row of kept.filter((candidate) => candidate.tag === '')) {
    for (const [, id, path] of row.text.matchAll(ROW_REFERENCE)) {
      const target = `${id}${path}:`;
      if (path && strippedPaths.some((stripped) => target.startsWith(`${stripped}:`))) return undefined;
    }
  }
  return kept.map((row) => row.text).join('');
}

/** Model rows and text rows are only there for the rows that reference them. */
function isCollectable(row: Row): boolean {
  return row.id !== '' && (row.tag === '' || row.tag === 'T');
}

/**
 * Drops the content of every StaticHtml element in this model, marks it `serverHtml` and returns where the
 * content was. Paths name what React's client builds: an element's props are `props`, not index 3.
 */
function markServerHtml(value: unknown, types: Set<string>, path: string): string[] {
  if (value === null || typeof value !== 'object') return [];
  if (Array.isArray(value) && value[0] === '$' && typeof value[1] === 'string' && value.length >= 4) {
    const props: unknown = value[3];
    if (
      types.has(value[1]) &&
      props !== null &&
      typeof props === 'object' &&
      ('html' in props || 'children' in props)
    ) {
      const { html: _html, children: _children, ...attributes } = props as Record<string, unknown>;
      // A new key: when a navigation brings this element with its content, React mounts a new element
      // instead of adding content to one whose content it never rendered.
      value[2] = `server-html:${path}`;
      value[3] = { ...attributes, serverHtml: true };
      return [`${path}:props`];
    }
    return markServerHtml(value[3], types, `${path}:props`);
  }
  return Object.entries(value).flatMap(([key, child]) => markServerHtml(child, types, `${path}:${key}`));
}

function reachableRows(rows: Row[]): Set<string> {
  const byId = new Map(rows.filter(isCollectable).map((row) => [row.id, row]));
  const reachable = new Set<string>(['0']);
  const queue = ['0'];
  while (queue.length > 0) {
    const row = byId.get(queue.pop() as string);
    if (!row || row.tag !== '') continue;
    for (const [, id = ''] of row.text.slice(row.id.length + 1).matchAll(ROW_REFERENCE)) {
      if (!reachable.has(id)) {
        reachable.add(id);
        queue.push(id);
      }
    }
  }
  return reachable;
}

/** rsc-html-stream's escapes for `<!--` and `</script`, undone and done. */
function unescapeScript(source: string): string {
  return source.replaceAll('<\\!--', '<!--').replace(/<\/\\(script)/gi, '</$1');
}

function escapeScript(source: string): string {
  return source.replaceAll('<!--', '<\\!--').replace(/<\/(script)/gi, '</\\$1');
}
