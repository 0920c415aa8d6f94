import { describe, expect, test } from 'vitest';
import { headTagsHtml } from '../../../../src/lib/edge/head-tags-html';

describe('head tags', () => {
  test('are written as React writes them, in order, with attribute values escaped', () => {
    const html = headTagsHtml([
      { tag: 'meta', attributes: { name: 'description', content: `"Schule" & <Eltern> 's` } },
      { tag: 'link', attributes: { rel: 'canonical', href: 'https://schule.example/' } },
    ]);
    expect(html).toBe(
      '<meta name="description" content="&quot;Schule&quot; &amp; &lt;Eltern&gt; &#x27;s"/>' +
        '<link rel="canonical" href="https://schule.example/"/>',
    );
  });

  test('no tags write nothing', () => {
    expect(headTagsHtml([])).toBe('');
  });
});
