import { jsonLdText } from '../domain/structured-data';
import { insertAtHeadEnd } from './head-tags';

/**
 * The page's JSON-LD as <script type="application/ld+json"> blocks at the end of <head> (contract.md: "JSON-LD in
 * the page head"). React 19 hydration passes over elements it did not render there. The JSON escapes '<', so no
 * block can end its script element early; the nonce keeps "every script carries this response's nonce" true.
 */
export function insertStructuredData(html: string, data: unknown[], nonce?: string): string {
  const attributes = nonce ? ` nonce="${nonce}"` : '';
  const blocks = data
    .map((item) => `<script type="application/ld+json"${attributes}>${jsonLdText(item)}</script>`)
    .join('');
  return insertAtHeadEnd(html, blocks);
}
