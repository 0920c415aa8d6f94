import { describe, expect, test } from 'vitest';
import { moveStructuredDataToHead } from '../../../src/lib/edge/structured-data-head';

const block = (json: string) => `<script type="application/ld+json">${json}</script>`;

describe('structured data in the head', () => {
  test('every JSON-LD block of the body moves to the end of the head, in order, and leaves the body', () => {
    const html = `<html><head><title>x</title></head><body><main>${block('{"a":1}')}<p>Text</p>${block('{"b":2}')}</main></body></html>`;
    expect(moveStructuredDataToHead(html)).toBe(
      `<html><head><title>x</title>${block('{"a":1}')}${block('{"b":2}')}</head><body><main><p>Text</p></main></body></html>`,
    );
  });

  test('other scripts stay where they are; a page without blocks or without a head is unchanged', () => {
    const html = '<html><head></head><body><script>self.x=1</script></body></html>';
    expect(moveStructuredDataToHead(html)).toBe(html);
    expect(moveStructuredDataToHead(`<p>${block('{}')}</p>`)).toBe(`<p>${block('{}')}</p>`);
  });

  test('a block already in the head stays once', () => {
    const html = `<html><head>${block('{"a":1}')}</head><body></body></html>`;
    expect(moveStructuredDataToHead(html)).toBe(html);
  });
});
