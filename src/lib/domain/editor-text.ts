import { editorStartHtml } from './editor-html';
import { sanitizeHtml } from './sanitize-html';

/**
 * What a post's text field sends, as the HTML PocketBase stores: the rich-text editor sends HTML; without
 * JavaScript the field is a plain textarea, whose text without tags becomes paragraphs and line breaks (the same
 * rule the editor starts with). Either way through the site's one sanitiser.
 */
export function editorHtml(value: string, siteUrl: string): string {
  const text = value.trim();
  return text ? sanitizeHtml(editorStartHtml(text), siteUrl) : '';
}
