import { describe, expect, test } from 'vitest';
import { excerpt } from '../../../../src/lib/domain/text';

// Editor HTML as PocketBase stores it → the one line a card or a meta description shows.
const CONVERSIONS: Array<[behaviour: string, html: string, text: string]> = [
  [
    'an inline element adds no space before the punctuation after it',
    '<p>Handys bleiben <strong>im Spind</strong>. Die Regel gilt ab heute.</p>',
    'Handys bleiben im Spind. Die Regel gilt ab heute.',
  ],
  ['an inline element inside a word keeps the word whole', '<p>Schul<em>haus</em>tür</p>', 'Schulhaustür'],
  [
    'list items are separated by a middle dot',
    '<p>Mitbringen:</p><ul><li>Äpfel</li><li>Birnen</li></ul>',
    'Mitbringen: Äpfel · Birnen',
  ],
  [
    'numbered, nested and formatted list items are separated the same way, empty ones skipped',
    '<ol><li><p>Anmelden</p></li><li></li><li>Zahlen<ul><li><b>bar</b></li><li>online</li></ul></li>Ende</ol>',
    'Anmelden · Zahlen bar · online · Ende',
  ],
  [
    'headings, paragraphs, quotes, table cells and line breaks separate with one space',
    '<h2>Termin</h2><p><b>Wann:</b> Montag<br><i>Wo</i>: Turnsaal</p><blockquote>Bitte pünktlich!</blockquote>' +
      '<table><tr><th>Stunde</th><th>Fach</th></tr><tr><td>1.</td><td>Turnen</td></tr></table>',
    'Termin Wann: Montag Wo: Turnsaal Bitte pünktlich! Stunde Fach 1. Turnen',
  ],
  [
    'every character reference is decoded',
    '<p>Gr&ouml;&szlig;e &euro; 5 &ndash; &#8222;Top&#x201C; &amp; mehr&hellip;</p>',
    'Größe € 5 – „Top“ & mehr…',
  ],
  [
    'a link shows its text, never its address',
    '<p>Zur <a href="https://example.org/anmeldung">Anmeldung</a>: bis Freitag</p>',
    'Zur Anmeldung: bis Freitag',
  ],
  [
    'images are dropped without leaving a gap',
    '<p>Unser Hof<img src="/api/files/a/b/hof.png" alt="Hof im Herbst">: frisch gepflastert</p>',
    'Unser Hof: frisch gepflastert',
  ],
];

describe('excerpt: editor HTML as one line of plain text', () => {
  test.each(CONVERSIONS)('%s', (_behaviour, html, text) => {
    expect(excerpt(html)).toBe(text);
  });
});

const CUTS: Array<[behaviour: string, text: string, maxLength: number, expected: string]> = [
  [
    'a long text ends after the last whole word, without trailing punctuation, within the limit',
    'Eins, zwei, drei',
    11,
    'Eins, zwei…',
  ],
  [
    'a word longer than the limit is cut inside the word, as late as the limit allows',
    'Donaudampfschifffahrtsgesellschaft',
    30,
    'Donaudampfschifffahrtsgesells…',
  ],
  ['a cut inside a word never splits an emoji', '🎉'.repeat(12), 6, '🎉🎉🎉🎉🎉…'],
];

describe('excerpt: cut at a word boundary', () => {
  test.each(CUTS)('%s', (_behaviour, text, maxLength, expected) => {
    const result = excerpt(`<p>${text}</p>`, maxLength);
    expect(result).toBe(expected);
    expect(Array.from(result).length).toBeLessThanOrEqual(maxLength);
  });
});
