import { OTHER_HOST_PATHS } from '../../fixtures';
import { describe, expect, test } from 'vitest';
import {
  editorStartHtml,
  hasTags,
  linkAddress,
  plainTextToHtml,
  tagsEditorWouldLose,
} from '../../../../src/lib/domain/editor-html';

describe('editor HTML', () => {
  test('text with a tag is HTML, text with only angle brackets or none is plain text', () => {
    expect(hasTags('<p>Hallo</p>')).toBe(true);
    expect(hasTags('Zeile<br>Zeile')).toBe(true);
    expect(hasTags('3 < 4 und 5 > 2')).toBe(false);
    expect(hasTags('Ausflug am Montag')).toBe(false);
  });

  test('plain text becomes paragraphs at blank lines and keeps single line breaks, escaped', () => {
    expect(plainTextToHtml('Erster Absatz\nzweite Zeile\n\n\nZweiter <Absatz> & mehr\r\n')).toBe(
      '<p>Erster Absatz<br>zweite Zeile</p><p>Zweiter &lt;Absatz&gt; &amp; mehr</p>',
    );
    expect(editorStartHtml('')).toBe('');
    expect(editorStartHtml('<p>bleibt</p>')).toBe('<p>bleibt</p>');
  });

  test('what the editor holds or converts without loss is not reported as lost', () => {
    const html =
      '<h2>T</h2><h3>U</h3><p><b>a</b><strong>b</strong><i>c</i><em>d</em><span>e</span><br></p>' +
      '<ul><li>x</li></ul><ol><li>y</li></ol><blockquote><p>z</p></blockquote><p><a href="/x" title="t">l</a></p>';
    expect(tagsEditorWouldLose(html)).toEqual([]);
  });

  test('images, tables, code and headings the editor lacks are reported once each, in order', () => {
    const html = '<p><img src="/a.jpg" alt=""></p><table><tr><td>1</td></tr></table><h4>x</h4><img src="/b.jpg">';
    expect(tagsEditorWouldLose(html)).toEqual(['img', 'table', 'tr', 'td', 'h4']);
    expect(tagsEditorWouldLose('<pre><code>x</code></pre><hr><s>a</s><u>b</u>')).toEqual([
      'pre',
      'code',
      'hr',
      's',
      'u',
    ]);
  });

  test('a typed link address is kept only as the sanitiser would keep it', () => {
    expect(linkAddress(' https://schule.at/a?b=1 ')).toBe('https://schule.at/a?b=1');
    expect(linkAddress('www.schule.at/termine')).toBe('https://www.schule.at/termine');
    expect(linkAddress('/kalender')).toBe('/kalender');
    expect(linkAddress('#anmeldung')).toBe('#anmeldung');
    expect(linkAddress('mailto:direktion@schule.at')).toBe('mailto:direktion@schule.at');
    expect(linkAddress('tel:+43 1 234567')).toBe('tel:+431234567');
    for (const bad of ['javascript:alert(1)', ...OTHER_HOST_PATHS, 'seite', 'a b.at', '', 'data:text/html,x']) {
      expect(linkAddress(bad), bad).toBeUndefined();
    }
  });
});
