import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { CALENDAR_IDS, POST_IDS } from '../../pocketbase/seed/seed.mjs';
import { superuserOf } from '../helpers/seeded-pocketbase';
import { newStaffAccount } from '../helpers/staff-sign-in';
import { CATIGORY_LABELS, dashDetailHref, publicPlaces } from '../../src/lib/domain/post-areas';
import { axeViolations, closeBrowser, type OpenedPage, openPage, signInOnPage, siteUrl } from '../helpers/browser';
import { CATIGORIES, PINNED_LIST, PUBLIC_LISTS } from '../helpers/contract';
import { seedEvents, seedPosts, unpublishedSeedPosts } from './seed-facts';

afterAll(closeBrowser);

// An editor of this file's own: it signs in several times, each with a mailed code (PocketBase allows an account 5
// codes in 3 minutes).
let STAFF: Awaited<ReturnType<typeof newStaffAccount>>;
beforeAll(async () => {
  STAFF = await newStaffAccount(await superuserOf(inject('pocketbaseUrl')), 'editor');
});

async function signIn(page: Page, password = STAFF.password) {
  await signInOnPage(page, { email: STAFF.email, password });
}

describe('signing in', () => {
  test('a visitor opening a dashboard page is asked to sign in and comes back there afterwards', async () => {
    const { page, close } = await openPage('/dash/teachers');
    expect(new URL(page.url()).pathname).toBe('/dash/login');
    await signIn(page);
    expect(page.url()).toBe(siteUrl('/dash/teachers'));
    await page.getByRole('heading', { level: 1, name: 'Lehrer:innen' }).waitFor();
    await close();
  });

  test('a wrong password keeps the visitor out, with a German message and the email kept', async () => {
    const { page, close } = await openPage('/dash/login');
    await signIn(page, 'falsches-passwort');
    expect(new URL(page.url()).pathname).toBe('/dash/login');
    await page.getByText('E-Mail-Adresse oder Passwort ist falsch').waitFor();
    expect(await page.getByLabel('E-Mail-Adresse').inputValue()).toBe(STAFF.email);
    await close();
  });

  test('the session cookie is not readable from JavaScript, and logout ends the session', async () => {
    const { page, close } = await openPage('/dash/login');
    await signIn(page);
    expect(await page.evaluate(() => document.cookie)).not.toContain('staff_session');
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.getByText('Sie wurden abgemeldet.').waitFor();
    await page.goto(siteUrl('/dash/start'));
    expect(new URL(page.url()).pathname).toBe('/dash/login');
    await close();
  });
});

describe('dashboard pages', () => {
  let opened: OpenedPage;
  beforeAll(async () => {
    opened = await openPage('/dash/login');
    await signIn(opened.page);
  });
  afterAll(() => opened?.close());

  test('the start page greets the staff member and counts every collection', async () => {
    const { page } = opened;
    await page.goto(siteUrl('/dash/start'));
    await page.getByText(`Guten Tag, ${STAFF.name}`).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  test.each([
    ['/dash/posts', 'Keine Dateien'],
    ['/dash/teachers', 'Kein Profilbild'],
    ['/dash/classes', 'Kein Klassenfoto'],
    ['/dash/calendar', 'Countdown-Termin liegt in der Vergangenheit'],
    ['/dash/home', 'Kein Bild: Der Eintrag erscheint nicht im Karussell'],
  ])('%s lists the seeded entries and flags a content problem', async (path, problem) => {
    const { page } = opened;
    await page.goto(siteUrl(path));
    expect(await page.locator('table tbody tr').count()).toBeGreaterThan(0);
    await page.getByText(problem).first().waitFor();
  });

  test.each([
    '/dash/creative',
    '/dash/projects',
    '/dash/projects/current',
    '/dash/old-but-great',
    '/dash/bikeline',
    '/dash/saying',
    '/dash/dyknow',
    '/dash/parents',
  ])('%s shows a table of its entries, each with a link to its form in the dashboard', async (path) => {
    const { page } = opened;
    const response = await page.goto(siteUrl(path));
    expect(response?.status()).toBe(200);
    const rows = await page.locator('table tbody tr').count();
    expect(rows).toBeGreaterThan(0);
    const edits = page.locator('table tbody tr a[href^="/dash/"]', { hasText: /^Bearbeiten/ });
    expect(await edits.count()).toBe(rows);
  });

  test('a detail page shows one entry with its checks, an unknown id a clear message', async () => {
    const { page } = opened;
    await page.goto(siteUrl('/dash/posts/post00000000008'));
    await page.getByText('Keine Dateien').first().waitFor();
    await page.goto(siteUrl('/dash/posts/zzzzzzzzzzzzzzz'));
    await page.getByText('Eintrag nicht gefunden').first().waitFor();
  });

  test('every date shows Vienna time, as PocketBase’s admin UI takes it beside Europe/Vienna, as a <time>', async () => {
    const { page } = opened;
    const stamp = /^(Mo|Di|Mi|Do|Fr|Sa|So), (\d\d)\.(\d\d)\.(\d{4}), (\d\d:\d\d) \(Wien\)$/;
    for (const path of [
      '/dash/start',
      '/dash/home',
      '/dash/posts',
      `/dash/posts/${POST_IDS.event}`,
      '/dash/calendar',
      '/dash/classes',
      '/dash/saying',
      '/dash/parents',
    ]) {
      await page.goto(siteUrl(path));
      const times = await page
        .locator('main time')
        .evaluateAll((nodes) => nodes.map((node) => [node.getAttribute('datetime') ?? '', node.textContent ?? '']));
      expect(times.length, path).toBeGreaterThan(0);
      for (const [datetime, text] of times) {
        const [, , day, month, year, time] = stamp.exec(text ?? '') ?? [];
        expect(time, `${path}: ${text}`).toBeDefined();
        const instant = new Date(datetime ?? '').getTime();
        expect(viennaWallClock(`${year}-${month}-${day}`, time!).getTime(), path).toBe(instant - (instant % 60_000));
      }
    }
  });

  test('the calendar flags the all-day entry stored at UTC midnight, for its start and its end', async () => {
    const { page } = opened;
    const entry = seedEvents.find((event) => event.id === CALENDAR_IDS.allDayAtUtcMidnight)!;
    await page.goto(siteUrl('/dash/calendar'));
    const row = page.locator('tbody tr', { has: page.getByRole('rowheader', { name: entry.data.title }) });
    const text = await row.innerText();
    expect(text).toMatch(/Beginn steht auf \w\w, [\d.]+, 0[12]:00 Uhr Wiener Zeit, genau 00:00 Uhr UTC/);
    expect(text).toMatch(/Ende steht auf \w\w, [\d.]+, 0[01]:59 Uhr Wiener Zeit, genau 23:59 Uhr UTC/);
    expect(text).toContain('eingetragen, während im Admin-UI neben dem Feldnamen „Europe/Vienna“ steht.');
  });

  test('a post’s text that loses embeds, an image and a link to the sanitiser is flagged, saying what is missing', async () => {
    const { page } = opened;
    await page.goto(siteUrl(`/dash/posts/${POST_IDS.hostile}`));
    const checks = await page
      .getByRole('heading', { name: 'Prüfung' })
      .locator('xpath=following-sibling::*[1]')
      .innerText();
    expect(checks).toContain('Eingebettete Inhalte fehlen auf der Website: <script>, <iframe>');
    expect(checks).toContain('1 Bild fehlt auf der Website');
    expect(checks).toContain('1 Link ohne Ziel');
  });

  test('a post with an image from another site is flagged in its list, naming the image and the fix', async () => {
    const { page } = opened;
    const post = seedPosts.find((p) => p.id === POST_IDS.foreignImage)!;
    await page.goto(siteUrl('/dash/posts'));
    const row = page.locator('tbody tr', { has: page.getByRole('link', { name: post.data.title, exact: true }) });
    const text = await row.innerText();
    expect(text).toContain('Bild von einer anderen Website: https://bilder.example.org/bo-tage/tischlerei.jpg');
    expect(text).toContain('das Bild als Datei am Beitrag hochladen');
  });
});

describe('drafts, posts in review and scheduled posts', () => {
  let opened: OpenedPage;
  beforeAll(async () => {
    opened = await openPage('/dash/login');
    await signIn(opened.page);
  });
  afterAll(() => opened?.close());

  const seeded = (id: string) => unpublishedSeedPosts.find((post) => post.id === id)!.data;

  test('are listed by state, the scheduled one with its Vienna time, and counted on the overview', async () => {
    const { page } = opened;
    await page.goto(siteUrl('/dash/publishing'));
    for (const [caption, id] of [
      ['Entwürfe (1)', POST_IDS.draft],
      ['Zur Prüfung (1)', POST_IDS.inReview],
      ['Geplant (1)', POST_IDS.scheduled],
    ] as const) {
      const table = page.getByRole('table', { name: caption });
      await expect(table.getByRole('rowheader', { name: seeded(id).title }).count(), caption).resolves.toBe(1);
      await expect(table.getByRole('link', { name: /^Prüfen und Vorschau/ }).getAttribute('href')).resolves.toBe(
        `/dash/vorschau/${id}`,
      );
    }
    const publishAt = seeded(POST_IDS.scheduled).publish_at;
    const scheduled = page.getByRole('table', { name: 'Geplant (1)' });
    const shown = await scheduled.locator(`time[datetime="${new Date(publishAt.replace(' ', 'T')).toISOString()}"]`);
    expect(await shown.innerText()).toMatch(/\(Wien\)$/);
    await page.getByRole('table', { name: /Termine, die der Kalender noch nicht zeigt \(1\)/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(siteUrl('/dash/start'));
    const overview = await page.getByRole('region', { name: 'Noch nicht öffentlich' }).innerText();
    for (const line of ['Entwürfe: 1', 'Zur Prüfung: 1', 'Geplant: 1', 'Termine, die der Kalender noch nicht zeigt: 1'])
      expect(overview).toContain(line);
    // Each count leads to its list.
    await page.getByRole('link', { name: 'Zur Prüfung: 1' }).click();
    await page.waitForURL(/\/dash\/publishing#zur-pruefung$/);
    await page.getByRole('table', { name: 'Zur Prüfung (1)' }).waitFor();
  });

  test('each has a preview as visitors will see it, marked as such, never indexed or stored, its photo included', async () => {
    const { page } = opened;
    const post = seeded(POST_IDS.draft);
    const response = await page.goto(siteUrl(`/dash/vorschau/${POST_IDS.draft}`));
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    await page.getByRole('complementary', { name: 'Vorschau' }).getByText('Vorschau – nicht öffentlich').waitFor();
    await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(0);
    const images = page.locator('main article img');
    expect(await images.count()).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    const loaded = await images.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth > 0));
    expect(loaded).not.toContain(false);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a preview is for staff only, and an unknown id says so', async () => {
    const visitor = await fetch(siteUrl(`/dash/vorschau/${POST_IDS.draft}`), { redirect: 'manual' });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toMatch(/^\/dash\/login\?/);
    const { page } = opened;
    const response = await page.goto(siteUrl('/dash/vorschau/zzzzzzzzzzzzzzz'));
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Beitrag nicht gefunden' }).waitFor();
  });
});

/** The UTC instant at which a Vienna wall-clock time happens (both candidates tried, so no zone rules are needed). */
function viennaWallClock(day: string, time: string): Date {
  const wall = Date.parse(`${day}T${time}:00Z`);
  const clock = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Vienna',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const shown = (date: Date) => clock.format(date).replace(',', '');
  return [1, 2].map((hours) => new Date(wall - hours * 3_600_000)).find((date) => shown(date) === `${day} ${time}`)!;
}

describe('where the dashboard says posts appear', () => {
  let opened: OpenedPage;
  beforeAll(async () => {
    opened = await openPage('/dash/login');
    await signIn(opened.page);
  });
  afterAll(() => opened?.close());

  /** Which posts each public list really shows: ids linked from the list (every page of /posts, home by section). */
  async function publicLists(): Promise<Map<string, string>> {
    const html = async (path: string) => (await fetch(siteUrl(path))).text();
    const lists = new Map<string, string>();
    let posts = '';
    for (let page = 1; page < 10; page++) {
      const text = await html(`/posts?page=${page}`);
      if (!/<article/.test(text)) break;
      posts += text;
    }
    lists.set('/posts', posts);
    const home = await html('/');
    const section = (id: string) =>
      home.slice(home.indexOf(`id="${id}"`), home.indexOf('</section>', home.indexOf(`id="${id}"`)));
    lists.set(PINNED_LIST, section('angeheftet'));
    lists.set('/#neueste', section('neueste'));
    for (const path of ['/projects', '/aktuellesGrossprojekt', '/old-but-great', '/archiv', '/kreatives']) {
      lists.set(path, await html(path));
    }
    return lists;
  }

  test('for a post of every catigory, archived and pinned, the named pages are exactly the lists that show it', async () => {
    const { page } = opened;
    const lists = await publicLists();
    const ids = [
      POST_IDS.archivedPost,
      POST_IDS.archivedProject,
      POST_IDS.project,
      POST_IDS.currentProject,
      POST_IDS.creative,
      POST_IDS.event,
      POST_IDS.pinned,
    ];
    for (const id of ids) {
      const post = seedPosts.find((p) => p.id === id)!.data;
      await page.goto(siteUrl(dashDetailHref({ id, catigory: post.catigory as never, archiv: post.archiv })));
      const named = await page
        .locator('dt', { hasText: 'Auf der Website' })
        .locator('xpath=following-sibling::dd')
        .locator('a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      const showing = [...lists].filter(([, html]) => html.includes(`/${id}"`)).map(([list]) => list);
      // The home page shows only the newest posts of Aktuelles: named for every one of them, shown for the newest.
      expect(named.filter((href) => href !== '/#neueste').sort(), id).toEqual(
        showing.filter((href) => href !== '/#neueste').sort(),
      );
      if (showing.includes('/#neueste')) expect(named, id).toContain('/#neueste');
    }
  });

  test('the FAQ names, for every catigory, the public pages its posts appear on, archived or not', async () => {
    const { page } = opened;
    await page.goto(siteUrl('/dash/faq'));
    const table = page.getByRole('table', { name: /Kategorien/ });
    for (const catigory of CATIGORIES) {
      const cells = table
        .locator('tbody tr', { has: page.getByRole('rowheader', { name: CATIGORY_LABELS[catigory], exact: true }) })
        .locator('td');
      const [current, archived] = [await cells.nth(1).innerText(), await cells.nth(2).innerText()];
      for (const archiv of [false, true]) {
        const places = publicPlaces({ catigory, archiv, pin: false });
        expect(places.length, catigory).toBe(PUBLIC_LISTS[catigory][archiv ? 'archived' : 'current'].length);
        for (const place of places) expect(archiv ? archived : current, catigory).toContain(place.phrase);
      }
    }
    const faq = await page.locator('main').innerText();
    expect(faq).toContain('Angeheftete Beiträge jeder Kategorie zeigt die Startseite zusätzlich unter „Wichtig“');
    // When parents hear of a post: the grace period and the quiet hours as the settings give them, and "Dringend".
    expect(faq).toContain('nach 10 Minuten Wartezeit, in der ein Fehler noch zurückgenommen werden kann');
    expect(faq).toContain('zwischen 20:00 und 07:00 Uhr wartet sie bis 07:00 Uhr');
    expect(faq).toContain('Dringend');
  });

  test('the FAQ explains dates with a worked example in summer and in winter time', async () => {
    const { page } = opened;
    await page.goto(siteUrl('/dash/faq'));
    const text = await page.locator('main').innerText();
    expect(text).toContain('tragen Sie die Uhrzeit so ein, wie sie auf der Uhr steht');
    expect(text).toContain('Eintragen: 12.10.2026, 19:00. Angezeigt als Mo, 12.10.2026, 19:00 (Wien)');
    expect(text).toContain('Eintragen: 18.01.2027, 07:30. Angezeigt als Mo, 18.01.2027, 07:30 (Wien)');
  });

  test('the parents list says its public posts appear under Aktuelles or in the archive, not on the parents page', async () => {
    const { page } = opened;
    await page.goto(siteUrl('/dash/parents'));
    const rows = await page
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '')));
    expect(rows.length).toBeGreaterThan(0);
    for (const hrefs of rows) {
      // A post the public does not see yet (the seeded one in review) is on no list, and has a preview instead.
      if (hrefs.some((href) => href.startsWith('/dash/vorschau/'))) {
        expect(hrefs.filter((href) => ['/posts', '/archiv', '/eltern'].includes(href))).toEqual([]);
        continue;
      }
      expect(
        hrefs.some((href) => href === '/posts' || href === '/archiv'),
        hrefs.join(' '),
      ).toBe(true);
      expect(hrefs).not.toContain('/eltern');
    }
  });
});
