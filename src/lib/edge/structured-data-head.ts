import { jsonLdText } from '../domain/structured-data';

/**
 * The page's JSON-LD as <script type="application/ld+json"> blocks for the end of <head> (edge/page-head; contract.md:
 * "JSON-LD in the page head"). The JSON escapes '<', so no block can end its script element early; the nonce keeps
 * "every script carries this response's nonce" true.
 */
export function structuredDataHtml(data: unknown[], nonce?: string): string {
  const attributes = nonce ? ` nonce="${nonce}"` : '';
  return data.map((item) => `<script type="application/ld+json"${attributes}>${jsonLdText(item)}</script>`).join('');
}
