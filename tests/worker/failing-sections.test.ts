import type PocketBase from 'pocketbase';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { ownBackend } from '../helpers/own-backend';
import { signInAtSite } from '../helpers/staff-sign-in';
import { get } from '../helpers/worker';

// A PocketBase of its own: these tests change its collections and make it fail, which no other file may see.
const backend = ownBackend('sections');
let admin: PocketBase;

beforeAll(async () => {
  await backend.start();
  admin = await backend.superuser();
});
afterAll(() => backend.close());
afterEach(() => backend.recover());

const ERROR_PAGE = 'Ein Fehler ist aufgetreten!';

/** A page's text as a reader sees it: React's separators between text pieces removed. */
async function page(site: Awaited<ReturnType<typeof backend.worker>>, path: string, init?: RequestInit) {
  const { response, text } = await get(site, path, init);
  return { response, text: text.replaceAll('<!-- -->', '') };
}
const NOTICE = 'können gerade nicht geladen werden';

/** Removes a field of a collection for the time of `work`, then puts it back as it was. */
async function withoutField<T>(collection: string, field: string, work: () => Promise<T>): Promise<T> {
  const before = await admin.collections.getOne(collection);
  await admin.collections.update(collection, {
    fields: before.fields.filter((candidate: { name: string }) => candidate.name !== field),
  });
  try {
    return await work();
  } finally {
    await admin.collections.update(collection, { fields: before.fields });
  }
}

describe('one failing section never takes a page down', () => {
  test('a calendar without the field the countdown filters on: / answers 200 with its other sections, and no notice for the countdown', async () => {
    const site = await backend.worker({ CACHE_TTL_SECONDS: '0' });
    const { response, text } = await withoutField('calendar', 'countdown', () => page(site, '/'));
    expect(response.status).toBe(200);
    expect(text).not.toContain(ERROR_PAGE);
    expect(text).toContain('Spruch der Woche');
    expect(text).toContain('Wichtig');
    expect(text).toContain('Neueste Beiträge');
    expect(text).not.toContain(NOTICE);
  });

  test('a calendar without the end date its month and next dates filter on: /kalender answers 200 with the notice and the rest', async () => {
    const site = await backend.worker({ CACHE_TTL_SECONDS: '0' });
    const { response, text } = await withoutField('calendar', 'to_date', () => page(site, '/kalender'));
    expect(response.status).toBe(200);
    expect(text).not.toContain(ERROR_PAGE);
    expect(text).toContain(`Die Termine ${NOTICE}`);
    expect(text).toContain('Kalender abonnieren');
  });

  test.each([
    ['refused', 'a 400'],
    ['slow', 'a timeout'],
    ['error', 'a 500'],
  ] as const)(
    'one read of / failing with %s (%s): / answers 200 with the other sections and the notice',
    async (fault, _what) => {
      const site = await backend.worker({ CACHE_TTL_SECONDS: '0' });
      backend.proxy.setFault(fault, /\/api\/collections\/do_you_know\//);
      const { response, text } = await page(site, '/');
      expect(response.status).toBe(200);
      expect(text).not.toContain(ERROR_PAGE);
      expect(text).toContain('Spruch der Woche');
      expect(text).toContain(`Einige Inhalte ${NOTICE}`);
      expect(text).not.toContain('Wusstest du schon?');
    },
    30_000,
  );

  test('a page with a failed section is not kept: the next view shows the section again', async () => {
    const site = await backend.worker({ CACHE_TTL_SECONDS: '60' });
    backend.proxy.setFault('refused', /\/api\/collections\/do_you_know\//);
    expect((await page(site, '/')).text).toContain(`Einige Inhalte ${NOTICE}`);
    backend.proxy.setFault('none');
    const again = await page(site, '/');
    expect(again.text).not.toContain(NOTICE);
    expect(again.text).toContain('Wusstest du schon?');
  });
});

describe('the dashboard names a failing section', () => {
  test('the overview says which section fails, what PocketBase answered and what fixes it', async () => {
    const site = await backend.worker({ CACHE_TTL_SECONDS: '0' });
    const cookie = await signInAtSite(site);
    const healthy = await page(site, '/dash/start', { headers: { cookie } });
    expect(healthy.text).toContain('Alle Bereiche der öffentlichen Seiten lassen sich lesen.');
    const { text } = await withoutField('calendar', 'to_date', () =>
      page(site, '/dash/start', { headers: { cookie } }),
    );
    expect(text).toContain('Kalender: Monat:');
    expect(text).toContain('PocketBase lehnt die Abfrage von „calendar“ ab (400');
    expect(text).toContain(`npm run schema -- --url ${backend.proxy.url}`);
    expect(text).not.toContain('Startseite: Spruch der Woche:');
  });
});
