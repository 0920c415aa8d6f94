import { describe, expect, test } from 'vitest';
import { auditHtml, resolveLink, sanitizeHtml as sanitize } from '../../../../src/lib/domain/sanitize-html';

const SITE = 'https://schule.example';
const sanitizeHtml = (html: string) => sanitize(html, SITE);
const linkOf = (html: string) => /<a [^>]*>/.exec(sanitizeHtml(html))?.[0] ?? '';

describe('editor HTML sanitising', () => {
  test('scripts are removed together with their content', () => {
    expect(sanitizeHtml('<p>Hallo</p><script>alert(1)</script>')).toBe('<p>Hallo</p>');
  });

  test('event handler attributes are removed', () => {
    const html = sanitizeHtml('<img src="/a.png" onerror="alert(1)" alt="x"><p onclick="x()">Text</p>');
    expect(html).not.toMatch(/onerror|onclick/);
    expect(html).toContain('src="/a.png"');
  });

  test('javascript: and data: URLs never survive, whatever their spelling', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,<script>',
      'vbscript:x',
      'java&#x09;script:alert(1)',
      'javascript&colon;alert(1)',
      '&#106;avascript:alert(1)',
      'jav&Tab;ascript:alert(1)',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).not.toMatch(/javascript|data:|vbscript|href/i);
    }
  });

  test('iframes, objects and styles are dropped', () => {
    const html = sanitizeHtml(
      '<iframe src="https://evil.example"></iframe><object data="x"></object><style>body{}</style><p>ok</p>',
    );
    expect(html).toBe('<p>ok</p>');
  });

  test('ordinary formatting, lists and links of our own site are kept', () => {
    const html = sanitizeHtml(
      '<p><strong>Wichtig:</strong> <a href="/posts?page=2">Link</a></p><ul><li>eins</li></ul>',
    );
    expect(html).toBe('<p><strong>Wichtig:</strong> <a href="/posts?page=2">Link</a></p><ul><li>eins</li></ul>');
  });

  test.each([
    ['/\\evil.example', 'https://evil.example/'],
    ['/&#47;evil.example', 'https://evil.example/'],
    ['/&#x2F;evil.example', 'https://evil.example/'],
    ['/\t/evil.example', 'https://evil.example/'],
    ['/&Tab;/evil.example', 'https://evil.example/'],
    ['/\n/evil.example', 'https://evil.example/'],
    ['//evil.example/x', 'https://evil.example/x'],
    ['\\\\evil.example', 'https://evil.example/'],
    ['https://evil.example', 'https://evil.example/'],
    ['HTTPS://EVIL.EXAMPLE/a', 'https://evil.example/a'],
  ])('%j leaves the site: it is written out resolved and marked external', (href, resolved) => {
    expect(linkOf(`<a href="${href}">x</a>`)).toBe(`<a href="${resolved}" rel="noopener noreferrer">`);
  });

  test('links to our own origin stay internal paths that cannot be read as another host', () => {
    expect(linkOf('<a href="https://schule.example//evil.example">x</a>')).toBe('<a href="/evil.example">');
    expect(sanitizeHtml('<a href="posts/abc">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<img src="x" alt="a">')).toBe('');
    expect(linkOf('<a href="#termine">x</a>')).toBe('<a href="#termine">');
  });

  test.each([
    '/&amp;sol;&amp;sol;evil.example/a',
    '/&amp;#47;evil.example/b',
    '/&amp;bsol;evil.example/c',
    '/&amp;Tab;/evil.example/d',
  ])('%s is decoded once, as the browser does, and written so it is never decoded again', (href) => {
    const link = linkOf(`<a href="${href}">x</a>`);
    const written = /href="([^"]*)"/.exec(link)?.[1] ?? '';
    // What a browser reads from the attribute: one round of character references.
    const read = written
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
    expect(written).toContain('&amp;');
    expect(new URL(read, SITE).origin).toBe(SITE);
    expect(link).not.toContain('rel=');
  });

  test('an author’s rel and target never replace ours', () => {
    const link = linkOf('<a href="https://x.at" rel="opener" target="_blank">x</a>');
    expect(link).toBe('<a href="https://x.at/" rel="noopener noreferrer">');
    expect(linkOf('<a href="/posts" rel="opener">x</a>')).toBe('<a href="/posts">');
  });

  test('references we cannot vouch for make the link go away', () => {
    expect(resolveLink('/&unknownentity;evil.example', SITE)).toBeUndefined();
    expect(resolveLink('mailto:sekretariat@schule.example', SITE)).toEqual({
      href: 'mailto:sekretariat@schule.example',
      external: false,
    });
  });

  test('an image left without a safe source disappears; one without alt text becomes decorative', () => {
    expect(sanitizeHtml('<p>a</p><img src="javascript:alert(1)" onerror="x()">')).toBe('<p>a</p>');
    expect(sanitizeHtml('<img src="/api/files/a/b/c.png">')).toBe('<img alt="" src="/api/files/a/b/c.png">');
  });
});

describe('what the sanitiser reports it removed', () => {
  const audit = (html: string) => auditHtml(html, SITE);

  test('the audit’s HTML is exactly what the site shows', () => {
    const html =
      '<p>a<script>x</script><img src="x"><img src="https://other.example/i.png"><a href="javascript:x">b</a></p>';
    expect(audit(html).html).toBe(sanitizeHtml(html));
  });

  test('elements dropped with their content are reported apart from those whose text stays, once each, in order', () => {
    expect(
      audit(
        '<iframe src="https://v.example"></iframe><div><p>a</p></div><script>x()</script><iframe></iframe>' +
          '<noscript>n</noscript><template><b>t</b></template><object></object><embed src="x"><style>p{}</style>' +
          '<form><input><select><option>o</option></select><textarea>t</textarea><button>b</button></form>' +
          '<video><source src="v.mp4"></video><audio></audio><svg><path d=""></path></svg><h1>H</h1>',
      ),
    ).toMatchObject({
      removedWithContent: ['iframe', 'script', 'noscript', 'template', 'object', 'embed', 'style'],
      removedTags: [
        'div',
        'form',
        'input',
        'select',
        'option',
        'textarea',
        'button',
        'video',
        'source',
        'audio',
        'svg',
        'path',
        'h1',
      ],
    });
  });

  test('allowed tags, comments and dropped attributes are not reported', () => {
    expect(
      audit('<!-- x --><p style="color:red" onclick="x()">a <b>b</b></p><table><tr><td>1</td></tr></table>'),
    ).toEqual({
      html: '<p>a <b>b</b></p><table><tr><td>1</td></tr></table>',
      removedWithContent: [],
      removedTags: [],
      removedImages: 0,
      removedLinks: 0,
      foreignImages: [],
    });
  });

  test('images and links whose address is refused are counted; images from other sites are listed', () => {
    expect(
      audit(
        '<img src="x"><img alt="kein src"><img src="data:image/png;base64,AA"><img src="/api/files/a/b/c.png">' +
          '<img src="https://other.example/a.png"><img src="//cdn.example/b.png"><img src="https://schule.example/d.png">' +
          '<a href="javascript:x">1</a><a href="rel.html">2</a><a href="/eltern">3</a><a href="https://x.example">4</a><a>5</a>',
      ),
    ).toMatchObject({
      removedImages: 3,
      removedLinks: 2,
      foreignImages: ['https://other.example/a.png', 'https://cdn.example/b.png'],
    });
  });

  test('an empty or missing description has nothing to report', () => {
    expect(audit('')).toMatchObject({ html: '', removedWithContent: [], removedTags: [], removedImages: 0 });
  });
});
