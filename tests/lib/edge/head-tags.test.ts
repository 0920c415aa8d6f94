import { describe, expect, test } from 'vitest';
import { insertHeadTags } from '../../../src/lib/edge/head-tags';

describe('writing head tags into a page', () => {
  test('goes at the end of <head>, written as React writes them, with attribute values escaped', () => {
    const html = insertHeadTags('<html><head><title>t</title></head><body></body></html>', [
      { tag: 'meta', attributes: { name: 'description', content: `"Schule" & <Eltern> 's` } },
      { tag: 'link', attributes: { rel: 'canonical', href: 'https://schule.example/' } },
    ]);
    expect(html).toBe(
      '<html><head><title>t</title><meta name="description" content="&quot;Schule&quot; &amp; &lt;Eltern&gt; &#x27;s"/>' +
        '<link rel="canonical" href="https://schule.example/"/></head><body></body></html>',
    );
  });

  test('leaves a page without <head>, or no tags, as it is', () => {
    const tags = [{ tag: 'meta' as const, attributes: { name: 'a', content: 'b' } }];
    expect(insertHeadTags('<body>x</body>', tags)).toBe('<body>x</body>');
    expect(insertHeadTags('<head></head>', [])).toBe('<head></head>');
  });
});
