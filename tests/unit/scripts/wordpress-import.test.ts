import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { areaOf, importMap } from '../../../scripts/lib/import/import-map.mjs';
import { autop, mediaIn, originalOf, pointAtNewFiles } from '../../../scripts/lib/import/post-content.mjs';
import { oldAddressesOf } from '../../../scripts/lib/import/run-import.mjs';
import { readWxr, wpDate } from '../../../scripts/lib/import/wordpress-source.mjs';

const BASE = 'https://alte-schule.example';

describe("a post's text", () => {
  test('blank lines part paragraphs and single newlines break lines, as WordPress shows them', () => {
    expect(autop('Erster Absatz\nzweite Zeile\n\nZweiter Absatz')).toBe(
      '<p>Erster Absatz<br>zweite Zeile</p>\n<p>Zweiter Absatz</p>',
    );
    expect(autop('<!-- wp:paragraph --><p>Schon HTML</p><!-- /wp:paragraph -->')).toContain('<p>Schon HTML</p>');
  });

  test("finds the old site's uploads only, images with their alt text", () => {
    const html = `<img src="${BASE}/wp-content/uploads/2019/05/a-300x200.jpg" alt="Lauf"><a href="${BASE}/wp-content/uploads/brief.pdf">Brief</a><a href="https://andere.example/wp-content/uploads/x.pdf">fremd</a><img src="${BASE}/logo.png">`;
    expect(mediaIn(html, BASE)).toEqual([
      { url: `${BASE}/wp-content/uploads/2019/05/a-300x200.jpg`, alt: 'Lauf', image: true },
      { url: `${BASE}/wp-content/uploads/brief.pdf`, alt: undefined, image: false },
    ]);
    expect(originalOf(`${BASE}/wp-content/uploads/2019/05/a-300x200.jpg`)).toBe(
      `${BASE}/wp-content/uploads/2019/05/a.jpg`,
    );
  });

  test('points a sized copy at the new file of its original, and gives it the library alt text when it has none', () => {
    const html = `<img src="${BASE}/wp-content/uploads/a-300x200.jpg" alt="" width="300"><a href="${BASE}/other">x</a>`;
    const written = pointAtNewFiles(
      html,
      (url) => (url === `${BASE}/wp-content/uploads/a.jpg` ? '/api/files/posts/p1/a_x.jpg' : undefined),
      (url) => (url.endsWith('/a.jpg') ? 'Die 2A "im" Ziel' : undefined),
    );
    expect(written).toBe(
      `<img src="/api/files/posts/p1/a_x.jpg" alt="Die 2A &quot;im&quot; Ziel" width="300"><a href="${BASE}/other">x</a>`,
    );
  });
});

describe('old addresses of a post', () => {
  test('its permalink, /?p=ID and both date-based forms, each once', () => {
    const item = {
      link: `${BASE}/2019/05/sporttag/`,
      wpId: '12',
      slug: 'sporttag',
      dateLocal: '2019-05-07 09:00:00',
      dateGmt: '',
    };
    expect(oldAddressesOf(item, BASE)).toEqual(['/2019/05/sporttag/', '/?p=12', '/2019/05/07/sporttag/']);
  });
});

describe('WordPress export files', () => {
  test('something that is XML but no export is refused in German', () => {
    expect(() => readWxr('<rss><channel><title>x</title></channel></rss>')).toThrow(/keine WordPress-Exportdatei/);
  });

  test("WordPress's empty date is no date", () => {
    expect(wpDate('0000-00-00 00:00:00')).toBe('');
    expect(wpDate('2019-05-07 09:00:00')).toBe('2019-05-07 09:00:00.000Z');
  });
});

describe('categories to areas', () => {
  test("the first run writes the defaults and every category; the school's own choice counts after that", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'import-map-')), 'import-map.json');
    const categories = [
      { name: 'Projekte', slug: 'projekte' },
      { name: 'Schulball', slug: 'schulball' },
    ];
    const first = importMap(file, categories);
    expect(first.areas).toEqual({ Projekte: 'project', Schulball: 'post' });
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    saved.categories.Schulball = 'event';
    writeFileSync(file, JSON.stringify(saved));
    const map = importMap(file, categories);
    expect(areaOf([{ name: 'Schulball', slug: '' }], map)).toBe('event');
    expect(areaOf([{ name: 'Unbekannt', slug: '' }], map)).toBe('post');
  });

  test('an area the site does not have is named, with the ones it has', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'import-map-')), 'import-map.json');
    writeFileSync(file, JSON.stringify({ categories: { News: 'nachrichten' } }));
    expect(() => importMap(file, [])).toThrow(
      /„News“ → „nachrichten“ ist kein Bereich der Website\. Möglich sind: post/,
    );
  });
});
