import { sanitizeHtml } from './sanitize-html';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const HAS_TAG = /<\/?[a-z][a-z0-9]*(\s[^>]*)?>/i;

/**
 * What a post's text field sends, as the HTML PocketBase stores: the rich-text editor sends HTML; without
 * JavaScript the field is a plain textarea, whose text without tags becomes paragraphs (a blank line between them)
 * and line breaks. Either way through the site's one sanitiser.
 */
export function editorHtml(value: string, siteUrl: string): string {
  const text = value.replace(/\r\n?/g, '\n').trim();
  if (!text) return '';
  const html = HAS_TAG.test(text)
    ? text
    : text
        .split(/\n{2,}/)
        .map((paragraph) => `<p>${escape(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
        .join('');
  return sanitizeHtml(html, siteUrl);
}
