import { beforeAll, describe, expect, inject, test } from 'vitest';
import { INTERNAL_setAllEnv } from 'waku/server';
import { CAROUSEL_WITHOUT_IMAGE, CLASS_IDS, POST_IDS } from '../../pocketbase/seed/seed.mjs';
import * as content from '../../src/lib/content';
import type { Read } from '../../src/lib/content/read-result';
import type { Post } from '../../src/lib/domain/types';
import { monthKey, parseServerDate, viennaParts } from '../../src/lib/domain/dates';
import { postAreaById } from '../../src/lib/domain/post-areas';
import { eventStart, seedEvents, seedPosts, upcomingEvents } from '../e2e/seed-facts';

/** The reads' values: what they learned besides is tested in tests/unit/lib/content. */
const valueOf =
  <A extends unknown[], T>(read: (...args: A) => Promise<Read<T>>) =>
  async (...args: A): Promise<T> =>
    (await read(...args)).value;
const getAreaPost = valueOf(content.getAreaPost);
const getArchivePage = valueOf(content.getArchivePage);
const getBikelineBests = valueOf(content.getBikelineBests);
const getCalendarMonth = valueOf(content.getCalendarMonth);
const getCarousel = valueOf(content.getCarousel);
const getClasses = valueOf(content.getClasses);
const getCountdown = valueOf(content.getCountdown);
const getFacts = valueOf(content.getFacts);
const getMedia = valueOf(content.getMedia);
const getPinnedPosts = valueOf(content.getPinnedPosts);
const getPostPage = valueOf(content.getPostPage);
const getSayings = valueOf(content.getSayings);
const getTeachers = valueOf(content.getTeachers);
const getUpcomingEvents = valueOf(content.getUpcomingEvents);

const aktuelles = postAreaById('posts');
const getPost = (id: string, area = aktuelles) => getAreaPost(area, id);

beforeAll(() => {
  INTERNAL_setAllEnv({ POCKETBASE_URL: inject('pocketbaseUrl') });
});

const times = (values: Array<string | undefined>) => values.map((value) => parseServerDate(value)?.getTime() ?? 0);
const isDescending = (values: number[]) => values.every((value, i) => i === 0 || (values[i - 1] ?? 0) >= value);

describe('post reads', () => {
  test('pinned posts are only pinned ones, newest first', async () => {
    const posts = await getPinnedPosts();
    expect(posts.length).toBe(3);
    expect(posts.every((post) => post.pin)).toBe(true);
    expect(isDescending(times(posts.map((post) => post.date)))).toBe(true);
  });

  test('each list holds only its catigory and archive state', async () => {
    const [projects, current, oldButGreat, creative, archived] = (
      await Promise.all([
        getPostPage(postAreaById('projects'), { page: 1 }),
        getPostPage(postAreaById('current'), { page: 1 }),
        getPostPage(postAreaById('oldButGreat'), { page: 1 }),
        getPostPage(postAreaById('creative'), { page: 1 }),
        getArchivePage(1),
      ])
    ).map((page) => page.items) as [Post[], Post[], Post[], Post[], Post[]];
    expect(projects.every((p) => p.catigory === 'project' && !p.archiv)).toBe(true);
    expect(current.every((p) => p.catigory === 'currentProject')).toBe(true);
    expect(oldButGreat.every((p) => p.catigory === 'project' && p.archiv)).toBe(true);
    expect(creative.every((p) => p.catigory === 'creative')).toBe(true);
    expect(archived.every((p) => p.archiv)).toBe(true);
    expect(new Set(archived.map((p) => p.catigory)).size).toBeGreaterThan(1);
    for (const list of [projects, current, oldButGreat, creative, archived]) expect(list.length).toBeGreaterThan(0);
  });

  test('a list reads a text excerpt for its cards, never a post’s whole HTML', async () => {
    const long = seedPosts.find((p) => p.data.description.length > 450 && !p.data.archiv && p.data.catigory === 'post');
    expect(long, 'the seed has a long post').toBeDefined();
    const pages = await Promise.all([1, 2, 3].map((page) => getPostPage(aktuelles, { page })));
    const listed = pages.flatMap((page) => page.items).find((post) => post.id === long!.id);
    expect(listed?.description).toBeDefined();
    expect(listed!.description!.length).toBeLessThanOrEqual(401);
    expect(listed!.description).not.toMatch(/<[a-z]/);
  });

  test('Aktuelles pages hold 8 posts of catigory post, event and all, not archived, newest first', async () => {
    const page = await getPostPage(aktuelles, { page: 1 });
    expect(page.items).toHaveLength(8);
    const expected = seedPosts.filter((p) => ['post', 'event', 'all'].includes(p.data.catigory) && !p.data.archiv);
    expect(page.totalItems).toBe(expected.length);
    expect(page.totalPages).toBe(Math.ceil(page.totalItems / 8));
    expect(isDescending(times(page.items.map((post) => post.date)))).toBe(true);
    expect(page.items.some((post) => post.classes.length > 0 && post.classes[0]?.displayName)).toBe(true);
    const second = await getPostPage(aktuelles, { page: 2 });
    expect(second.items.map((post) => post.id)).not.toContain(page.items[0]?.id);
  });

  test('ascending sort reverses the order and pinned sort puts pinned posts first', async () => {
    const asc = await getPostPage(aktuelles, { page: 1, sort: 'asc' });
    expect(isDescending(times(asc.items.map((post) => post.date)).reverse())).toBe(true);
    const pinned = await getPostPage(aktuelles, { page: 1, sort: 'pinned' });
    expect(pinned.items[0]?.pin).toBe(true);
  });

  test('the class filter keeps exactly the listed posts of that class', async () => {
    const page = await getPostPage(aktuelles, { page: 1, classId: CLASS_IDS.firstA });
    const expected = seedPosts.filter(
      (p) =>
        ['post', 'event', 'all'].includes(p.data.catigory) && !p.data.archiv && p.data.class.includes(CLASS_IDS.firstA),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(page.items.map((post) => post.id).sort()).toEqual(expected.map((p) => p.id).sort());
  });

  test('a forged class id narrows the list to nothing instead of widening the filter', async () => {
    for (const classId of ['" || 1=1 || "', "x' || id != '", 'zzzzzzzzzzzzzzz', '']) {
      const page = await getPostPage(aktuelles, { page: 1, classId });
      if (classId === '') expect(page.items.length).toBe(0);
      else expect(page.totalItems, classId).toBe(0);
    }
  });

  test('a page beyond the end is empty, not an error', async () => {
    const page = await getPostPage(aktuelles, { page: 500 });
    expect(page.items).toEqual([]);
  });

  test('one post comes with its classes and teachers expanded', async () => {
    const post = await getPost(POST_IDS.pinned);
    expect(post.notFound).toBeUndefined();
    expect(post.id).toBe(POST_IDS.pinned);
    expect(post.files.every((file) => file.url.startsWith(`/api/files/${post.collectionId}/${post.id}/`))).toBe(true);
  });

  test('an unknown or malformed id gives the spec placeholder', async () => {
    const post = await getPost('zzzzzzzzzzzzzzz');
    expect(post).toMatchObject({
      title: 'Post not found!',
      files: [],
      classes: [],
      pin: false,
      archiv: false,
      notFound: true,
    });
    expect((await getPost('../../etc/passwd')).title).toBe('Post not found!');
    expect((await getPost(POST_IDS.pinned, postAreaById('projects'))).title).toBe('Project not found!');
  });

  test('a detail route shows only posts whose page it is', async () => {
    expect((await getPost(POST_IDS.creative)).id).toBe(POST_IDS.creative);
    expect((await getPost(POST_IDS.archivedProject, postAreaById('oldButGreat'))).notFound).toBeUndefined();
    expect((await getPost(POST_IDS.archivedProject, postAreaById('projects'))).notFound).toBe(true);
    expect((await getPost(POST_IDS.project, postAreaById('oldButGreat'))).notFound).toBe(true);
  });

  test('the hostile post reaches the page sanitised', async () => {
    const post = await getPost(POST_IDS.hostile);
    expect(post.description).toBeTruthy();
    expect(post.description).not.toMatch(/<script|onerror|onmouseover|javascript:|<iframe/i);
  });
});

describe('other collections', () => {
  test('carousel entries without image are dropped', async () => {
    const slides = await getCarousel();
    expect(slides.length).toBeGreaterThan(0);
    expect(slides.map((slide) => slide.id)).not.toContain(CAROUSEL_WITHOUT_IMAGE);
  });

  test('bike-line bests come best first', async () => {
    const bests = await getBikelineBests();
    expect(isDescending(bests.map((best) => best.ranking))).toBe(true);
  });

  test('teachers without email or avatar have them absent, not empty', async () => {
    const teachers = await getTeachers();
    expect(teachers.some((teacher) => teacher.email === undefined)).toBe(true);
    expect(teachers.some((teacher) => teacher.avatar === undefined)).toBe(true);
    expect(teachers.every((teacher) => teacher.email !== '')).toBe(true);
  });

  test('classes carry their computed display names, all five cases', async () => {
    const names = (await getClasses()).map((cls) => cls.displayName);
    for (const year of ['1', '2', '3', '4']) expect(names.some((name) => name.startsWith(year))).toBe(true);
    expect(names).toContain('Abschlussklasse');
  });

  test('the countdown is the next future countdown event', async () => {
    const entry = await getCountdown();
    expect(entry?.countdown).toBe(true);
    expect(parseServerDate(entry?.from)!.getTime()).toBeGreaterThan(Date.now());
  });

  test('no countdown after the last event: undefined, not an error', async () => {
    expect(await getCountdown(new Date('2100-01-01T00:00:00Z'))).toBeUndefined();
  });

  test('a month lists the entries overlapping it, with their classes', async () => {
    const { year, month } = viennaParts(new Date());
    const entries = await getCalendarMonth(year, month);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.some((entry) => entry.classes.length > 0)).toBe(true);
  });

  test('the next entries are those not ended yet, a running one included, across months, earliest first', async () => {
    // A day into the first seeded entry that spans several days: it has begun and not ended.
    const running = seedEvents
      .filter((event) => event.data.to_date.slice(0, 10) !== event.data.from_date.slice(0, 10))
      .sort((a, b) => a.data.from_date.localeCompare(b.data.from_date))[0]!;
    const at = new Date(eventStart(running).getTime() + 86_400_000);
    const expected = upcomingEvents(at);
    expect(expected.map((event) => event.id)).toContain(running.id);

    const entries = await getUpcomingEvents(5, at);
    expect(entries.map((entry) => entry.id)).toEqual(expected.map((event) => event.id));
    expect(new Set(entries.map((entry) => monthKey(parseServerDate(entry.from)!))).size).toBeGreaterThan(1);
    for (const [index, entry] of entries.entries()) {
      expect(entry.classes.map((cls) => cls.id).sort()).toEqual([...expected[index]!.data.relevant_classes].sort());
    }
  });

  test('after the last entry has ended there are no next entries: empty, not an error', async () => {
    expect(await getUpcomingEvents(5, new Date('2100-01-01T00:00:00Z'))).toEqual([]);
  });

  test('general media is found by its key, unknown keys are absent', async () => {
    expect((await getMedia('posts_headline_bg'))?.file?.isImage).toBe(true);
    expect((await getMedia('sprechstunden'))?.file).toBeTruthy();
  });

  test('sayings and facts come newest first', async () => {
    const sayings = await getSayings(1, 5);
    const facts = await getFacts(1, 5);
    expect(sayings.items.length).toBeGreaterThan(0);
    expect(facts.items.length).toBeGreaterThan(0);
    expect(isDescending(times(sayings.items.map((s) => s.created)))).toBe(true);
  });
});
