import { aPost, anEntry } from '../../fixtures';
import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { toPublishing } from '../../../../src/lib/domain/publishing';

// Waku's Link needs its router; the rows' status is what these tests read. The unit files share their modules
// (isolate: false), and another file may have loaded the real Link already: so this file loads the tables afresh
// with its stand-in, and leaves the modules as it found them.
vi.resetModules();
vi.doMock('waku', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => h('a', { href: to }, children),
}));
const { RecentPostsTable, UpcomingEventsTable } =
  await import('../../../../src/pages/dash/(panel)/_components/overview-tables');
afterAll(() => {
  vi.doUnmock('waku');
  vi.resetModules();
});

const now = new Date('2026-11-22T10:00:00Z');

const post = (id: string, title: string, status: string, publishAt = '') =>
  aPost({
    id,
    collectionId: 'pbc_posts',
    title,
    created: '2026-11-20 08:00:00.000Z',
    updated: '2026-11-21 08:00:00.000Z',
    publishing: toPublishing(status, publishAt),
  });

const entry = (id: string, title: string, status: string, publishAt = '') =>
  anEntry({
    id,
    title,
    from: '2026-12-01 08:00:00.000Z',
    to: '2026-12-01 12:00:00.000Z',
    updated: '2026-11-21 08:00:00.000Z',
    publishing: toPublishing(status, publishAt),
  });

/** Each body row's text, by the title it starts with. */
function rowText(html: string, title: string): string | undefined {
  const rows = html.split('<tbody>')[1]?.split('</tr>') ?? [];
  return rows
    .map((row) =>
      row
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .find((row) => row.startsWith(title));
}

describe("the overview's tables say of every row whether visitors see it", () => {
  test('recently changed posts: a draft says "Entwurf", the others their own state', () => {
    const html = renderToStaticMarkup(
      h(RecentPostsTable, {
        posts: [
          post('post0000000001', 'Elternabend', 'draft'),
          post('post0000000002', 'Schikurs', 'review'),
          post('post0000000003', 'Sporttag', 'published', '2026-12-01 07:00:00.000Z'),
          post('post0000000004', 'Adventmarkt', ''),
        ],
        now,
      }),
    );
    expect(html).toContain('<th scope="col">Status</th>');
    expect(rowText(html, 'Elternabend')).toContain('Entwurf');
    expect(rowText(html, 'Schikurs')).toContain('Zur Prüfung');
    expect(rowText(html, 'Sporttag')).toMatch(/Geplant ab .*01\.12\.2026/);
    expect(rowText(html, 'Adventmarkt')).toContain('Öffentlich');
    expect(rowText(html, 'Adventmarkt')).not.toContain('Entwurf');
  });

  test('next calendar entries: a draft says "Entwurf", a public one "Öffentlich"', () => {
    const html = renderToStaticMarkup(
      h(UpcomingEventsTable, {
        entries: [
          entry('cal00000000001', 'Elternsprechtag', 'draft'),
          entry('cal00000000002', 'Schulfest', 'published'),
        ],
        now,
      }),
    );
    expect(rowText(html, 'Elternsprechtag')).toContain('Entwurf');
    expect(rowText(html, 'Schulfest')).toContain('Öffentlich');
  });
});
