import type { Miniflare } from 'miniflare';
import type PocketBase from 'pocketbase';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { SITE_COLLECTIONS } from '../../pocketbase/schema/site-schema.cjs';
import { AUTHOR } from '../../pocketbase/seed/seed.mjs';
import { ownBackend } from '../helpers/own-backend';
import { newStaffAccount, signInAtSite } from '../helpers/staff-sign-in';
import { get } from '../helpers/worker';

// contract.md, "Dashboard": pages an author or editor sees never name PocketBase, its collections or its fields, nor
// a status in English (IT's tools are IT's). Every page the dashboard links to, followed from its overview, as each.
const backend = ownBackend('dashboard-words');
let admin: PocketBase;

beforeAll(async () => {
  await backend.start();
  admin = await backend.superuser();
}, 120_000);
afterEach(() => backend.recover());
afterAll(() => backend.close());

const COLLECTIONS = [...SITE_COLLECTIONS.map(({ name }) => name), 'users'];
/** PocketBase, its collections and field names that mean nothing to a teacher, and its status values. */
const IT_WORDS = new RegExp(
  `PocketBase|catigory|publish_at|alt_texts|\\b(${COLLECTIONS.join('|')})\\b|\\b(draft|review|published)\\b`,
  'i',
);

/** What a reader sees of a page: its text without markup, scripts and styles. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ')
    .replace(/\s+/g, ' ');
}

/** Every dashboard page reachable by links from the overview (none that sign out), with its visible text. */
async function crawl(site: Miniflare, cookie: string): Promise<Map<string, string>> {
  const seen = new Map<string, string>();
  const queue = ['/dash/start'];
  while (queue.length > 0 && seen.size < 150) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    const { response, text } = await get(site, path, { headers: { cookie } });
    seen.set(path, response.status === 200 ? visibleText(text) : '');
    for (const [, href] of text.matchAll(/href="(\/dash\/[^"#?]*)/g)) {
      if (!seen.has(href!) && !/\/(logout|login)/.test(href!)) queue.push(href!);
    }
  }
  return seen;
}

describe('the dashboard speaks to teachers', () => {
  test.each(['author', 'editor'] as const)(
    'no page an %s sees names PocketBase, a collection, a field or an English status',
    async (role) => {
      const site = await backend.worker();
      const account = role === 'author' ? AUTHOR : await newStaffAccount(admin, role);
      const pages = await crawl(site, await signInAtSite(site, account));
      expect(pages.size, 'pages followed').toBeGreaterThan(20);
      const found = [...pages].flatMap(([path, text]) => {
        const match = IT_WORDS.exec(text);
        return match ? [`${path}: …${text.slice(Math.max(0, match.index - 60), match.index + 60)}…`] : [];
      });
      expect(found).toEqual([]);
    },
    120_000,
  );
});
