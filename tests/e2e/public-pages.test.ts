import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { CAROUSEL_WITHOUT_IMAGE, CLASS_IDS, POST_IDS } from '../../pocketbase/seed/seed.mjs';
import { closeBrowser, hydrated, type OpenPageOptions, openPage, siteUrl } from '../helpers/browser';
import {
  classById,
  classDisplayName,
  currentFact,
  currentMonthKey,
  currentSaying,
  eventDays,
  isImage,
  monthLabel,
  isAktuelles,
  postsWhere,
  type SeedPost,
  seedBikeline,
  seedCarousel,
  seedClasses,
  seedEvents,
  seedMedia,
  seedPosts,
  seedTeachers,
} from './seed-facts';

afterAll(closeBrowser);

const TITLE = /^.+ - MS Sonnenberg$/;
const postById = (id: string) => seedPosts.find((post) => post.id === id)!;
const postList = postsWhere(isAktuelles);
// A post with a gallery and a PDF, so the detail page shows every part.
const richPost = seedPosts.find(
  (post) =>
    post.data.catigory === 'post' &&
    (post.files.files ?? []).filter(isImage).length > 1 &&
    (post.files.files ?? []).some((file) => !isImage(file)),
)!;
const titles = (posts: SeedPost[]) => posts.map((post) => post.data.title);

/** Every public route with text a visitor must find on it. */
const ROUTES: Array<{ path: string; shows: string[] }> = [
  { path: '/', shows: ['Spruch der Woche', currentSaying.text, 'Wusstest du schon?', currentFact.text] },
  { path: '/posts', shows: ['Aktuelles', ...titles(postList.slice(0, 8))] },
  { path: `/posts/${richPost.id}`, shows: [richPost.data.title] },
  { path: '/projects', shows: ['Projekte', ...titles(postsWhere((p) => p.catigory === 'project' && !p.archiv))] },
  { path: `/projects/${POST_IDS.project}`, shows: [postById(POST_IDS.project).data.title] },
  { path: '/aktuellesGrossprojekt', shows: titles(postsWhere((p) => p.catigory === 'currentProject')) },
  { path: `/aktuellesGrossprojekt/${POST_IDS.currentProject}`, shows: [postById(POST_IDS.currentProject).data.title] },
  { path: '/old-but-great', shows: titles(postsWhere((p) => p.catigory === 'project' && p.archiv)) },
  { path: `/old-but-great/${POST_IDS.archivedProject}`, shows: [postById(POST_IDS.archivedProject).data.title] },
  { path: '/kreatives', shows: ['Kreatives', ...titles(postsWhere((p) => p.catigory === 'creative'))] },
  { path: '/archiv', shows: ['Archiv', ...titles(postsWhere((p) => p.archiv))] },
  { path: '/kalender', shows: ['Kalender', monthLabel(0)] },
  { path: '/lehrer', shows: seedTeachers.map((teacher) => teacher.data.name) },
  { path: '/klassen', shows: seedClasses.map((cls) => classDisplayName(cls)) },
  { path: '/eltern', shows: ['Sprechstunden', mediaDescription('sprechstunden')] },
  { path: '/bikeline', shows: seedBikeline.map((best) => best.data.name) },
  { path: '/impressum', shows: ['Impressum'] },
  { path: '/datenschutz', shows: ['Datenschutzerklärung'] },
  { path: '/barrierefreiheit', shows: ['Erklärung zur Barrierefreiheit', 'teilweise vereinbar', 'Beschwerdestelle'] },
];

function mediaDescription(filename: string): string {
  return seedMedia.find((media) => media.data.filename === filename)!.data.description;
}

async function mainText(page: Page): Promise<string> {
  return page.locator('main').innerText();
}

async function cardTitles(page: Page, scope = 'main'): Promise<string[]> {
  return page.locator(`${scope} article :is(h2, h3)`).allInnerTexts();
}

async function cardDates(page: Page): Promise<string[]> {
  return page
    .locator('main article time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
}

const isDescending = (values: Array<string | number>) => values.every((value, i) => i === 0 || values[i - 1]! >= value);

describe('every public route', () => {
  test.each(ROUTES)(
    '$path answers 200 with one h1, the title template and its seeded content, cleanly',
    async ({ path, shows }) => {
      const { page, status, consoleErrors, foreignRequests, close } = await openPage(path);
      try {
        expect(status).toBe(200);
        expect(await page.locator('h1').count()).toBe(1);
        expect(await page.title()).toMatch(TITLE);
        const text = await mainText(page);
        for (const expected of shows) expect(text, `${path} shows “${expected}”`).toContain(expected);
        await page.waitForLoadState('networkidle');
        expect(consoleErrors).toEqual([]);
        expect(foreignRequests).toEqual([]);
      } finally {
        await close();
      }
    },
  );

  test.each(ROUTES)(
    'every image on $path has width, height and alt, and images below the fold load lazily',
    async ({ path }) => {
      const { page, close } = await openPage(path);
      try {
        const images = await page.locator('img').evaluateAll((imgs) =>
          imgs.map((img) => ({
            src: img.getAttribute('src'),
            width: img.getAttribute('width'),
            height: img.getAttribute('height'),
            alt: img.getAttribute('alt'),
            loading: img.getAttribute('loading'),
            belowFold: img.getBoundingClientRect().top + window.scrollY >= window.innerHeight,
          })),
        );
        for (const image of images) {
          expect(image.width, `${image.src} width`).toMatch(/^\d+$/);
          expect(image.height, `${image.src} height`).toMatch(/^\d+$/);
          expect(image.alt, `${image.src} alt`).not.toBeNull();
          if (image.belowFold) expect(image.loading, `${image.src} below the fold`).toBe('lazy');
        }
      } finally {
        await close();
      }
    },
  );
});

describe('home page', () => {
  const slidesWithImage = seedCarousel.filter((entry) => entry.files.image);

  test('the first carousel slide is a real <img> in the server-rendered HTML', async () => {
    const html = await (await fetch(siteUrl('/'))).text();
    const firstSlide = /<li[^>]*aria-roledescription="Folie"[^>]*>([\s\S]*?)<\/li>/.exec(html)?.[1] ?? '';
    expect(firstSlide).toMatch(/<img [^>]*src="\/api\/files\/[^"]+"/);
    expect(firstSlide).not.toMatch(/loading="lazy"/);
  });

  test('the carousel shows every entry with an image and leaves out the one without', async () => {
    const { page, close } = await openPage('/');
    try {
      const slides = page.locator('[aria-roledescription="Folie"]');
      expect(await slides.count()).toBe(slidesWithImage.length);
      const withoutImage = seedCarousel.find((entry) => entry.id === CAROUSEL_WITHOUT_IMAGE)!;
      expect(await page.content()).not.toContain(withoutImage.data.description);
      expect(await page.content()).not.toContain(CAROUSEL_WITHOUT_IMAGE);
      for (const entry of slidesWithImage) expect(await mainText(page)).toContain(entry.data.description);
    } finally {
      await close();
    }
  });

  test('the carousel’s next and previous buttons and its dots work by keyboard', async () => {
    const { page, close } = await openPage('/');
    try {
      await hydrated(page, 'button[aria-label="Nächstes Bild"]');
      const current = () => page.locator('button[aria-current="true"]').getAttribute('aria-label');
      const slideShown = (n: number) =>
        page
          .locator('[aria-roledescription="Folie"]')
          .nth(n - 1)
          .evaluate((slide) => slide.getAttribute('aria-hidden') === null);

      await page.getByRole('button', { name: 'Nächstes Bild' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(current).toBe('Bild 2 anzeigen');
      await expect.poll(() => slideShown(2)).toBe(true);
      await expect.poll(() => slideShown(1)).toBe(false);

      await page.getByRole('button', { name: 'Vorheriges Bild' }).focus();
      await page.keyboard.press('Space');
      await expect.poll(current).toBe('Bild 1 anzeigen');

      await page.keyboard.press('Space');
      await expect.poll(current).toBe(`Bild ${slidesWithImage.length} anzeigen`);

      await page.getByRole('button', { name: 'Bild 1 anzeigen' }).focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect.poll(current).toBe('Bild 3 anzeigen');
      await expect
        .poll(() =>
          page
            .locator('[aria-roledescription="Karussell"] ul')
            .evaluate((list) => Math.round(list.scrollLeft / list.clientWidth)),
        )
        .toBe(2);
    } finally {
      await close();
    }
  });

  test('the countdown says in German how many days are left until the seeded future countdown event', async () => {
    const now = Date.now();
    const event = seedEvents
      .filter((entry) => entry.data.countdown && new Date(entry.data.from_date.replace(' ', 'T')).getTime() > now)
      .sort((a, b) => a.data.from_date.localeCompare(b.data.from_date))[0]!;
    const days = Math.floor((new Date(event.data.from_date.replace(' ', 'T')).getTime() - now) / 86_400_000);
    const { page, close } = await openPage('/');
    try {
      const countdown = page.locator('section[aria-labelledby="countdown-titel"]');
      expect(await countdown.getByRole('heading').innerText()).toBe(
        `Noch ${days} ${days === 1 ? 'Tag' : 'Tage'} bis ${event.data.title}`,
      );
      expect(await countdown.locator('li').first().innerText()).toMatch(new RegExp(`^${days}\\s+Tage?$`));
    } finally {
      await close();
    }
  });

  test('the saying of the week and the did-you-know fact are the newest ones', async () => {
    const { page, close } = await openPage('/');
    try {
      const saying = page.locator('section[aria-labelledby="spruch-titel"]');
      expect(await saying.innerText()).toContain(currentSaying.text);
      expect(await saying.innerText()).toContain(currentSaying.author);
      expect(await page.locator('section[aria-labelledby="wusstest-titel"]').innerText()).toContain(currentFact.text);
    } finally {
      await close();
    }
  });

  test('the pinned section lists every pinned post, newest first', async () => {
    const { page, close } = await openPage('/');
    try {
      const pinned = postsWhere((post) => post.pin);
      expect(await page.locator('#angeheftet').innerText()).toBe('Wichtig');
      expect(await cardTitles(page, 'section[aria-labelledby="angeheftet"]')).toEqual(titles(pinned));
    } finally {
      await close();
    }
  });
});

describe('post list', () => {
  test('/posts shows the 8 newest posts, newest first', async () => {
    const { page, close } = await openPage('/posts');
    try {
      expect(await cardTitles(page)).toEqual(titles(postList.slice(0, 8)));
      const dates = await cardDates(page);
      expect(dates).toHaveLength(8);
      expect(isDescending(dates)).toBe(true);
    } finally {
      await close();
    }
  });

  test('the pagination link leads to page 2 with the next 8 posts', async () => {
    const { page, close } = await openPage('/posts');
    try {
      await hydrated(page, 'nav[aria-label="Seitennavigation"] a[rel="next"]');
      await page.getByRole('link', { name: 'Seite 2' }).click();
      await page.waitForURL(/\/posts\?page=2$/);
      await page.getByRole('heading', { name: postList[8]!.data.title }).waitFor();
      expect(await cardTitles(page)).toEqual(titles(postList.slice(8, 16)));
      expect(await page.locator('a[aria-current="page"][aria-label="Seite 2"]').count()).toBe(1);
      expect(await page.title()).toMatch(TITLE);
    } finally {
      await close();
    }
  });

  test('?page=abc falls back to page 1', async () => {
    const { page, status, close } = await openPage('/posts?page=abc');
    try {
      expect(status).toBe(200);
      expect(await cardTitles(page)).toEqual(titles(postList.slice(0, 8)));
      expect(await page.locator('a[aria-current="page"]', { hasText: /^1$/ }).count()).toBe(1);
    } finally {
      await close();
    }
  });

  test('?page=999 answers 404 with the not-found page', async () => {
    const { page, status, close } = await openPage('/posts?page=999');
    try {
      expect(status).toBe(404);
      expect(await page.locator('body').innerText()).toContain('Seite nicht gefunden!');
    } finally {
      await close();
    }
  });

  test('choosing a class and pressing “Anzeigen” lists only that class’s posts', async () => {
    const cls = classById(CLASS_IDS.thirdA);
    const expected = postsWhere((post) => isAktuelles(post) && post.class.includes(cls.id));
    const { page, close } = await openPage('/posts');
    try {
      await hydrated(page, 'form[action="/posts"]');
      await page.locator('select[name="class"]').selectOption({ label: classDisplayName(cls) });
      await page.getByRole('button', { name: 'Anzeigen' }).click();
      await page.waitForURL((url) => url.searchParams.get('class') === cls.id);
      await page.getByText(`${expected.length} Beiträge`).waitFor();
      expect(await cardTitles(page)).toEqual(titles(expected.slice(0, 8)));
      expect(await mainText(page)).toContain(`Beiträge der Klasse ${classDisplayName(cls)}`);
    } finally {
      await close();
    }
  });

  test('?sort=asc lists the oldest posts first', async () => {
    const { page, close } = await openPage('/posts?sort=asc');
    try {
      expect(await cardTitles(page)).toEqual(titles(postList.slice().reverse().slice(0, 8)));
      expect(isDescending((await cardDates(page)).reverse())).toBe(true);
    } finally {
      await close();
    }
  });
});

describe('list orders', () => {
  test('/archiv lists archived posts of every kind, newest first', async () => {
    const { page, close } = await openPage('/archiv');
    try {
      expect(await cardTitles(page)).toEqual(titles(postsWhere((post) => post.archiv)));
      expect(isDescending(await cardDates(page))).toBe(true);
    } finally {
      await close();
    }
  });

  test('/bikeline ranks the best ride first', async () => {
    const { page, close } = await openPage('/bikeline');
    try {
      const rows = page.locator('main ol > li');
      const kilometres = (await rows.allInnerTexts()).map((row) =>
        Number(/([\d.,]+)\s*km/.exec(row)?.[1]?.replace('.', '')),
      );
      expect(kilometres).toEqual(seedBikeline.map((best) => best.data.ranking).sort((a, b) => b - a));
      expect(isDescending(kilometres)).toBe(true);
      const byRanking = seedBikeline.slice().sort((a, b) => b.data.ranking - a.data.ranking);
      expect(await rows.first().innerText()).toContain(byRanking[0]!.data.name);
    } finally {
      await close();
    }
  });
});

describe('detail pages', () => {
  async function expectDetail(path: string, post: SeedPost) {
    const { page, close } = await openPage(path);
    try {
      expect(await page.locator('h1').innerText()).toBe(post.data.title);
      expect(await page.title()).toBe(`${post.data.title} - MS Sonnenberg`);
      expect(await page.locator('article header time').getAttribute('datetime')).toBe(post.data.date.replace(' ', 'T'));
      const chips = await page.locator('article header ul[aria-label="Klassen"] li').allInnerTexts();
      expect(chips.sort()).toEqual(post.data.class.map((id) => classDisplayName(classById(id))).sort());

      const files = post.files.files ?? [];
      const images = files.filter(isImage);
      expect(await page.locator('article img').count()).toBe(images.length);
      const downloads = page.locator('section[aria-labelledby="downloads"] a[download]');
      const pdfs = files.filter((file) => !isImage(file));
      expect(await downloads.count()).toBe(pdfs.length);
      for (const href of await downloads.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
        expect(href).toMatch(/^\/api\/files\/.+\.pdf$/);
        const response = await page.request.get(siteUrl(href));
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toContain('application/pdf');
      }
    } finally {
      await close();
    }
  }

  test('a post shows its title, date, class chips, image gallery and PDF downloads', async () => {
    await expectDetail(`/posts/${richPost.id}`, richPost);
  });

  test('a project, the current large project and an old-but-great project show the same parts', async () => {
    await expectDetail(`/projects/${POST_IDS.project}`, postById(POST_IDS.project));
    await expectDetail(`/aktuellesGrossprojekt/${POST_IDS.currentProject}`, postById(POST_IDS.currentProject));
    await expectDetail(`/old-but-great/${POST_IDS.archivedProject}`, postById(POST_IDS.archivedProject));
  });

  test('the hostile post keeps its harmless markup and loses everything executable', async () => {
    const html = await (await fetch(siteUrl(`/posts/${POST_IDS.hostile}`))).text();
    const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
    expect(article).not.toMatch(/<script|<iframe|\son\w+=|javascript:|rel="opener"/i);
    // Links that only look internal are written out resolved, as what they are: external, with our rel.
    for (const [, href, rel] of article.matchAll(/<a href="([^"]*)"(?: rel="([^"]*)")?/g)) {
      const external = new URL(href ?? '', siteUrl('/')).origin !== new URL(siteUrl('/')).origin;
      expect(rel, href).toBe(external ? 'noopener noreferrer' : undefined);
    }
    expect(article).toMatch(/href="https?:\/\/evil\.example\/" rel="noopener noreferrer">Schulintern/);

    const { page, dialogs, consoleErrors, close } = await openPage(`/posts/${POST_IDS.hostile}`);
    try {
      const body = page.locator('article');
      expect(await body.locator('script, iframe, [onerror], [onmouseover], a[href^="javascript:"]').count()).toBe(0);
      expect(await body.locator('strong', { hasText: 'Safer Internet Day' }).count()).toBe(1);
      expect(await body.locator('a[href="https://www.saferinternet.at/"]').count()).toBe(1);
      expect(await body.innerText()).toContain('Nicht jedem Link vertrauen');
      await body.getByText('Privatsphäre-Einstellungen prüfen').hover();
      await page.waitForLoadState('networkidle');
      expect(dialogs).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  test.each([
    ['/posts/zzzzzzzzzzzzzzz', 'Post not found!'],
    ['/projects/zzzzzzzzzzzzzzz', 'Project not found!'],
  ])('an unknown id at %s shows the placeholder “%s”', async (path, heading) => {
    const { page, close } = await openPage(path);
    try {
      expect(await page.locator('h1').innerText()).toBe(heading);
      expect(await page.title()).toMatch(TITLE);
    } finally {
      await close();
    }
  });

  test('going Back to an unknown post in the browser shows its placeholder again, not a generic error screen', async () => {
    const { page, close } = await openPage('/posts/zzzzzzzzzzzzzzz');
    try {
      const back = page.getByRole('link', { name: 'Alle Beiträge' });
      await hydrated(page, 'main a[href="/posts"]');
      await back.click();
      await page.waitForURL(/\/posts$/);
      await page.locator('h1', { hasText: 'Aktuelles' }).waitFor();
      await page.goBack();
      await page.waitForURL(/zzzzzzzzzzzzzzz$/);
      await page.locator('h1', { hasText: 'Post not found!' }).waitFor();
      expect(await page.locator('main').innerText()).not.toMatch(/404|Not Found/);
    } finally {
      await close();
    }
  });
});

describe('calendar', () => {
  const monthHeading = (page: Page) => page.locator('nav[aria-label="Monat wählen"] h2').innerText();

  test('/kalender shows the current month', async () => {
    const { page, close } = await openPage('/kalender');
    try {
      expect(await monthHeading(page)).toBe(monthLabel(0));
      expect(await page.title()).toBe(`Kalender ${monthLabel(0)} - MS Sonnenberg`);
    } finally {
      await close();
    }
  });

  test('the next and previous month links move one month at a time', async () => {
    const { page, close } = await openPage('/kalender');
    try {
      await hydrated(page, 'nav[aria-label="Monat wählen"] a');
      await page.getByRole('link', { name: 'Nächster Monat →' }).click();
      await page.waitForURL(/month=\d{4}-\d{2}/);
      await expect.poll(() => monthHeading(page)).toBe(monthLabel(1));
      await page.getByRole('link', { name: '← Vorheriger Monat' }).click();
      await expect.poll(() => monthHeading(page)).toBe(monthLabel(0));
      expect(new URL(page.url()).searchParams.get('month')).toBe(currentMonthKey());
      await page.getByRole('link', { name: '← Vorheriger Monat' }).click();
      await expect.poll(() => monthHeading(page)).toBe(monthLabel(-1));
    } finally {
      await close();
    }
  });

  test('a multi-day entry appears on every day it spans in the month grid', async () => {
    const month = currentMonthKey();
    const event = seedEvents.find((entry) => {
      const days = eventDays(entry);
      return days.length > 1 && days.every((day) => day.startsWith(month));
    })!;
    const expectedDays = eventDays(event).map((day) => Number(day.slice(8)));
    const { page, close } = await openPage('/kalender');
    try {
      const cells = page.locator('table tbody td').filter({ has: page.locator(`span[title="${event.data.title}"]`) });
      const days = (await cells.locator('span:first-child').allInnerTexts()).map(Number);
      expect(days).toEqual(expectedDays);
    } finally {
      await close();
    }
  });

  test.each(['2026-13', 'garbage'])('?month=%s does not break the calendar', async (month) => {
    const { page, status, close } = await openPage(`/kalender?month=${month}`);
    try {
      expect(status).toBe(200);
      expect(await page.locator('h1').innerText()).toBe('Kalender');
      expect(await monthHeading(page)).toBe(monthLabel(0));
    } finally {
      await close();
    }
  });
});

describe('teachers and classes', () => {
  /** First letters of first and last name, without academic titles ('Mag.') or post-nominals (', BEd'). */
  const initialsOf = (name: string) => {
    const parts = (name.split(',')[0] ?? '').split(/\s+/).filter((part) => part && !part.endsWith('.'));
    return `${parts[0]?.[0] ?? ''}${parts.at(-1)?.[0] ?? ''}`.toUpperCase();
  };

  test('teachers without email have no mailto link and teachers without avatar show initials', async () => {
    const { page, close } = await openPage('/lehrer');
    try {
      for (const teacher of seedTeachers) {
        const card = page
          .locator('main li')
          .filter({ has: page.getByRole('heading', { name: teacher.data.name, exact: true }) });
        expect(await card.count(), teacher.data.name).toBe(1);
        const mail = card.locator('a[href^="mailto:"]');
        if (teacher.data.email) expect(await mail.getAttribute('href')).toBe(`mailto:${teacher.data.email}`);
        else expect(await mail.count(), `${teacher.data.name} has no mailto`).toBe(0);
        if (teacher.files.avatar) {
          expect(await card.locator('img').count(), `${teacher.data.name} avatar`).toBe(1);
        } else {
          expect(await card.locator('img').count(), `${teacher.data.name} has no img`).toBe(0);
          expect(await card.innerText(), `${teacher.data.name} initials`).toMatch(
            new RegExp(`^${initialsOf(teacher.data.name)}$`, 'm'),
          );
        }
      }
    } finally {
      await close();
    }
  });

  test('/klassen names every class by its school year: 1 to 4 and “Abschlussklasse”', async () => {
    const { page, close } = await openPage('/klassen');
    try {
      const headings = await page.locator('main li h2').allInnerTexts();
      expect(headings.sort()).toEqual(seedClasses.map((cls) => classDisplayName(cls)).sort());
      for (const name of ['1A', '2A', '3A', '4A', 'Abschlussklasse']) expect(headings).toContain(name);
    } finally {
      await close();
    }
  });
});

describe('mobile header', () => {
  const mobile: OpenPageOptions = { mobile: true };

  test('at 390 px the “Menü” button opens the navigation and a chosen link navigates and closes it', async () => {
    const { page, consoleErrors, close } = await openPage('/', mobile);
    try {
      const menu = page.locator('header details');
      await hydrated(page, 'header details');
      const button = page.getByText('Menü', { exact: true });
      expect(await button.isVisible()).toBe(true);
      expect(await page.locator('header nav').first().isVisible()).toBe(false);
      await button.click();
      const link = menu.getByRole('link', { name: 'Kalender' });
      expect(await link.isVisible()).toBe(true);
      expect(await menu.getByRole('link').count()).toBeGreaterThan(5);
      await link.click();
      await page.waitForURL(/\/kalender$/);
      await page.getByRole('heading', { level: 1, name: 'Kalender' }).waitFor();
      await expect.poll(() => menu.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
      expect(await link.isVisible()).toBe(false);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});
