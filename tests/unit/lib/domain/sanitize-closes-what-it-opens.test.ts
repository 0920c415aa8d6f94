import { describe, expect, test } from 'vitest';
import { editorHtml } from '../../../../src/lib/domain/editor-text';
import { auditHtml, sanitizeHtml } from '../../../../src/lib/domain/sanitize-html';
import { NASTY_RICH_TEXT } from '../../../fixtures/nasty-rich-text';

const SITE = 'https://schule.example';
const clean = (html: string) => sanitizeHtml(html, SITE);

const VOID = new Set(['br', 'hr', 'img']);

/**
 * The tags of `html` read strictly in order, as nesting: what is still open at the end, and end tags that did not
 * close the element opened last. The sanitiser escapes every '<' that starts no tag, so a tag is all that '<' starts.
 * (No spec-compliant HTML parser is installed; Chromium reads the same outputs in tests/e2e/rich-text-blocks.test.ts.)
 */
function nesting(html: string): { open: string[]; stray: string[] } {
  const open: string[] = [];
  const stray: string[] = [];
  for (const [, end, name] of html.matchAll(/<(\/?)([a-z][a-z0-9]*)\b[^>]*>/gi)) {
    const tag = name!.toLowerCase();
    if (VOID.has(tag)) continue;
    if (!end) open.push(tag);
    else if (open.at(-1) === tag) open.pop();
    else stray.push(`</${tag}>`);
  }
  return { open, stray };
}

describe('a post’s text cannot leave its block', () => {
  test('unclosed table, tr, td, a, p, ul, li and b are closed within the output', () => {
    expect(clean('<table><tr><td><a href="https://example.org">x')).toBe(
      '<table><tr><td><a href="https://example.org/" rel="noopener noreferrer">x</a></td></tr></table>',
    );
    expect(clean('<p><b>unclosed')).toBe('<p><b>unclosed</b></p>');
    expect(clean('<ul><li>eins<li>zwei')).toBe('<ul><li>eins</li><li>zwei</li></ul>');
  });

  test('closing tags of elements the text never opened are dropped', () => {
    expect(clean('</div></main></article></body>')).toBe('');
    expect(clean('<p><b>unclosed</div></main></article></body></html>')).toBe('<p><b>unclosed</b></p>');
    expect(clean('x</b></a></li></ul></td></tr></tbody></table></span></h2>')).toBe('x');
  });

  test('an end tag closes what was opened inside its element, never what is around the text', () => {
    expect(clean('<p><b>x</p>y</b>')).toBe('<p><b>x</b></p>y');
    expect(clean('<table><tr><td>a</td></tr></table></td></tr></table></a>')).toBe(
      '<table><tr><td>a</td></tr></table>',
    );
  });

  test.each(NASTY_RICH_TEXT)('%j: the footer after the text stays outside it, also once re-sanitised', (html) => {
    const output = clean(html);
    expect(nesting(output)).toEqual({ open: [], stray: [] });
    // The page around the text: read strictly, the footer opens where the text's block has closed.
    expect(nesting(`<div id="x">${output}</div><footer>F`)).toEqual({ open: ['footer'], stray: [] });
    // Saved through the form, sanitised again on every render: the same HTML, nothing reported to the editor.
    expect(auditHtml(output, SITE)).toEqual({
      html: output,
      removedWithContent: [],
      removedTags: [],
      removedImages: 0,
      removedLinks: 0,
      foreignImages: [],
    });
  });
});

describe('one rule for the dashboard’s form and for the page', () => {
  test('what the form saves is the sanitiser’s output, closed as the page shows it', () => {
    const typed = '<table><tr><td><a href="https://example.org">x';
    expect(editorHtml(typed, SITE)).toBe(clean(typed));
    expect(editorHtml('<p><b>fett</div></main>', SITE)).toBe('<p><b>fett</b></p>');
  });
});
