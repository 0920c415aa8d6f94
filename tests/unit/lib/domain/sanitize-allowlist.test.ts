import { describe, expect, test } from 'vitest';
import { resolveLink, sanitizeHtml } from '../../../../src/lib/domain/sanitize-html';

const SITE = 'https://schule.example.at';
const clean = (html: string) => sanitizeHtml(html, SITE);

/** What editors may use: every formatting tag, and on a few tags the attributes that matter. */
const PLAIN_TAGS =
  'abbr b blockquote code em figcaption figure h2 h3 h4 i li ol p pre s small span strong sub sup u ul'.split(' ');

describe('sanitiser allow-list', () => {
  test.each(PLAIN_TAGS)('<%s> is kept, its style and event attributes are not', (tag) => {
    expect(clean(`<${tag} style="color:red" onclick="x()" class="c">Text</${tag}>`)).toBe(`<${tag}>Text</${tag}>`);
  });

  test('empty elements and tables keep their structure and their span attributes', () => {
    expect(clean('Zeile<br>neu<hr>')).toBe('Zeile<br>neu<hr>');
    expect(
      clean(
        '<table border="1"><thead><tr><th scope="col" colspan="2" rowspan="1" width="9">K</th></tr></thead><tbody><tr><td colspan="2" rowspan="3" align="x">1</td></tr></tbody></table>',
      ),
    ).toBe(
      '<table><thead><tr><th scope="col" colspan="2" rowspan="1">K</th></tr></thead><tbody><tr><td colspan="2" rowspan="3">1</td></tr></tbody></table>',
    );
  });

  test('titles stay on links and abbreviations; images keep size, alt and title', () => {
    expect(clean('<abbr title="Mittelschule">MS</abbr>')).toBe('<abbr title="Mittelschule">MS</abbr>');
    expect(clean('<a href="/posts" title="Alle" target="_blank">x</a>')).toBe('<a href="/posts" title="Alle">x</a>');
    expect(clean('<img src="/a.png" alt="Hof" width="10" height="20" title="T" loading="eager">')).toBe(
      '<img src="/a.png" alt="Hof" width="10" height="20" title="T">',
    );
  });

  test.each(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template'])(
    '<%s> goes together with everything inside it',
    (tag) => {
      expect(clean(`<p>a</p><${tag}>geheim</${tag}><p>b</p>`)).toBe('<p>a</p><p>b</p>');
    },
  );

  test('unknown tags go, their text stays', () => {
    expect(clean('<div><marquee>Hallo</marquee></div>')).toBe('Hallo');
    expect(clean('<!-- Notiz --><p>x</p>')).toBe('<p>x</p>');
  });

  test('an image without alt text is decorative; one without a safe source is gone', () => {
    expect(clean('<img src="/a.png">')).toBe('<img alt="" src="/a.png">');
    expect(clean('<p><img src="javascript:alert(1)" alt="x">Text</p>')).toBe('<p>Text</p>');
  });

  test('attribute values are escaped so the browser reads back exactly the checked address', () => {
    expect(clean('<a href="/suche?a=1&amp;b=&quot;2&quot;">x</a>')).toBe('<a href="/suche?a=1&amp;b=%222%22">x</a>');
  });
});

describe('where a link points', () => {
  test.each([
    ['https&colon;//example.org/', 'https://example.org/'],
    ['/a&sol;b', '/a/b'],
    ['/a&period;b', '/a.b'],
    ['/a&num;b', '/a#b'],
    ['/a&quest;b&equals;1', '/a?b=1'],
    ['/a&percnt;20b', '/a%20b'],
    ['/a&amp;b', '/a&b'],
    ['/a&#x41;&#65;', '/aAA'],
    ['/a&apos;b', "/a'b"],
    ['/a&quot;b', '/a%22b'],
    ['/a&lt;b&gt;', '/a%3Cb%3E'],
  ])('the reference in %s is read as the browser reads it', (raw, href) => {
    expect(resolveLink(raw, SITE)?.href).toBe(href);
  });

  test('entities that hide a scheme or a host are decoded before the check', () => {
    expect(resolveLink('javascript&colon;alert(1)', SITE)).toBeUndefined();
    expect(resolveLink('/&bsol;evil.example', SITE)?.href).toBe('https://evil.example/');
    expect(resolveLink('/&tab;/evil.example', SITE)?.href).toBe('https://evil.example/');
    expect(resolveLink('/&newline;/evil.example', SITE)?.href).toBe('https://evil.example/');
    expect(resolveLink('/&unbekannt;', SITE)).toBeUndefined();
    expect(resolveLink('/a&#0;', SITE)?.href).toBe('/a');
    expect(resolveLink('/a&#x110000;', SITE)?.href).toBe('/a');
  });

  test('anchors, mail and phone stay as written; other schemes and bare relative paths go', () => {
    expect(resolveLink('#termine', SITE)).toEqual({ href: '#termine', external: false });
    expect(resolveLink(' #termine ', SITE)).toEqual({ href: '#termine', external: false });
    expect(resolveLink('mailto:office@schule.at', SITE)).toEqual({ href: 'mailto:office@schule.at', external: false });
    expect(resolveLink('tel:+431234', SITE)).toEqual({ href: 'tel:+431234', external: false });
    expect(resolveLink('ftp://example.org', SITE)).toBeUndefined();
    expect(resolveLink('bild.png', SITE)).toBeUndefined();
    expect(resolveLink('https://schule.example.at//posts', SITE)).toEqual({ href: '/posts', external: false });
    expect(resolveLink('http://[::1', SITE)).toBeUndefined();
    expect(resolveLink('/posts', 'kein-url')).toBeUndefined();
  });
});
