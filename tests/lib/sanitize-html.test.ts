import { describe, expect, test } from 'vitest';
import { sanitizeHtml } from '../../src/lib/sanitize-html';

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
    for (const href of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,<script>', 'vbscript:x']) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).not.toMatch(/javascript|data:|vbscript/i);
    }
  });

  test('iframes, objects and styles are dropped', () => {
    const html = sanitizeHtml(
      '<iframe src="https://evil.example"></iframe><object data="x"></object><style>body{}</style><p>ok</p>',
    );
    expect(html).toBe('<p>ok</p>');
  });

  test('ordinary formatting, lists and safe links are kept', () => {
    const html = sanitizeHtml(
      '<p><strong>Wichtig:</strong> <a href="https://schule.at">Link</a></p><ul><li>eins</li></ul>',
    );
    expect(html).toBe('<p><strong>Wichtig:</strong> <a href="https://schule.at">Link</a></p><ul><li>eins</li></ul>');
  });

  test('links that open a new tab get noopener', () => {
    expect(sanitizeHtml('<a href="https://x.at" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });

  test('an image left without a safe source disappears; one without alt text becomes decorative', () => {
    expect(sanitizeHtml('<p>a</p><img src="javascript:alert(1)" onerror="x()">')).toBe('<p>a</p>');
    expect(sanitizeHtml('<img src="/api/files/a/b/c.png">')).toBe('<img alt="" src="/api/files/a/b/c.png">');
  });
});
