import { describe, expect, test } from 'vitest';
import { structuredDataHtml } from '../../../../src/lib/edge/structured-data-head';

const block = (json: string) => `<script type="application/ld+json">${json}</script>`;

describe('structured data for the head', () => {
  test('each declared item becomes a JSON-LD block, in order, that cannot end its element early', () => {
    expect(structuredDataHtml([{ a: 1 }, { b: '</script>' }])).toBe(
      `${block('{"a":1}')}${block('{"b":"\\u003c/script>"}')}`,
    );
  });

  test("each block carries the response's nonce when there is one", () => {
    expect(structuredDataHtml([{}], 'abc')).toBe('<script type="application/ld+json" nonce="abc">{}</script>');
  });

  test('no items write nothing', () => {
    expect(structuredDataHtml([])).toBe('');
  });
});
