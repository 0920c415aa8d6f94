import { describe, expect, test } from 'vitest';
import { insertStructuredData } from '../../../src/lib/edge/structured-data-head';

const block = (json: string) => `<script type="application/ld+json">${json}</script>`;

describe('structured data in the head', () => {
  test('each declared item becomes a JSON-LD block at the end of the head, in order', () => {
    const html = '<html><head><title>x</title></head><body><main><p>Text</p></main></body></html>';
    expect(insertStructuredData(html, [{ a: 1 }, { b: '<' }])).toBe(
      `<html><head><title>x</title>${block('{"a":1}')}${block('{"b":"\\u003c"}')}</head><body><main><p>Text</p></main></body></html>`,
    );
  });

  test("each block carries the response's nonce when there is one", () => {
    expect(insertStructuredData('<head></head>', [{}], 'abc')).toBe(
      '<head><script type="application/ld+json" nonce="abc">{}</script></head>',
    );
  });

  test('a page without items or without a head is unchanged', () => {
    const html = '<html><head></head><body></body></html>';
    expect(insertStructuredData(html, [])).toBe(html);
    expect(insertStructuredData('<p>x</p>', [{ a: 1 }])).toBe('<p>x</p>');
  });
});
