/**
 * The tags the dashboard's rich-text editor keeps (StarterKit as configured in components/dash/editor), plus
 * those it turns into one of them without losing anything: b → strong, i → em, a bare span → its text.
 */
const EDITOR_TAGS = new Set([
  'p',
  'br',
  'h2',
  'h3',
  'strong',
  'b',
  'em',
  'i',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
  'span',
]);

const TAG = /<\/?([a-z][a-z0-9-]*)\b[^>]*>/gi;

/** Text with at least one tag is HTML; anything else is plain text, as the server reads a post's text. */
export function hasTags(text: string): boolean {
  return /<\/?[a-z][a-z0-9-]*\b[^>]*>/i.test(text);
}

/**
 * The tags of `html` the editor would drop on its first save (images, tables, code, …), once each in order:
 * while there are any, the dashboard leaves the text in its plain field rather than lose them.
 */
export function tagsEditorWouldLose(html: string): string[] {
  const lost = new Set<string>();
  for (const [, tag] of html.matchAll(TAG)) {
    const name = tag!.toLowerCase();
    if (!EDITOR_TAGS.has(name)) lost.add(name);
  }
  return [...lost];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Plain text as the editor's HTML: a blank line starts a paragraph, a single line break stays one. */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** What the editor starts with: the field's HTML, or its plain text made into paragraphs. */
export function editorStartHtml(value: string): string {
  return hasTags(value) ? value : plainTextToHtml(value);
}

/**
 * The address typed for a link, as the site's sanitiser will keep it (http(s), mailto, tel, a path from the
 * site's root, an in-page anchor), or undefined. A bare host name ("www.schule.at") gets https://.
 */
export function linkAddress(typed: string): string | undefined {
  const value = typed.trim();
  if (/^tel:\+?[\d\s/()-]+$/i.test(value)) return value.replace(/\s/g, '');
  if (/\s/.test(value) || value === '') return undefined;
  if (/^(https?:\/\/[^/]+|mailto:.+@.+)/i.test(value)) return value;
  if (/^\/(?![/\\])/.test(value) || /^#[\w-]*$/.test(value)) return value;
  if (/^[a-z\d-]+(\.[a-z\d-]+)+([/?#].*)?$/i.test(value)) return `https://${value}`;
  return undefined;
}
