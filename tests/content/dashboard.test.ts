import { beforeAll, describe, expect, inject, test } from 'vitest';
import { INTERNAL_setAllEnv } from 'waku/server';
import { CALENDAR_IDS, CAROUSEL_WITHOUT_IMAGE, CLASS_IDS, POST_IDS } from '../../pocketbase/seed/seed.mjs';
import {
  COUNTED_COLLECTIONS,
  getCheckedContent,
  OVERVIEW_CHECKS_NEWEST,
  getCollectionCounts,
  getDashBikeline,
  getDashCalendar,
  getDashCarousel,
  getDashFacts,
  getDashMedia,
  getDashPost,
  getDashPosts,
  getDashAreaPosts,
  getDashSayings,
  getKnownIds,
  getRecentlyChangedPosts,
} from '../../src/lib/content';
import {
  findCalendarProblems,
  findCarouselProblems,
  findClassProblems,
  findPostProblems,
  knownIdsOf,
  summarizeProblems,
} from '../../src/lib/domain/content-problems';
import { parseServerDate } from '../../src/lib/domain/dates';
import { POST_AREAS, postAreaById, postAreaOf } from '../../src/lib/domain/post-areas';
import { NotSignedInError } from '../../src/lib/platform/request-context';
import { asStaff } from '../helpers/staff-context';

/** Dashboard reads run as they do behind the guard: inside a request with a verified staff session. */
const staffTest = (name: string, body: () => Promise<void>) => test(name, () => asStaff(body));

beforeAll(() => {
  INTERNAL_setAllEnv({ POCKETBASE_URL: inject('pocketbaseUrl') });
});

const codesOf = (problems: Array<{ code: string }>) => problems.map((problem) => problem.code);
/** The text checks alone: whether the seed gives these posts' photos alt texts is the alt-text tests' business. */
const textCodesOf = (problems: Array<{ code: string }>) =>
  codesOf(problems).filter((code) => code !== 'post-photos-without-alt');

describe('dashboard counts and overview', () => {
  staffTest('every collection is counted, and the counts match the full lists', async () => {
    const [counts, content, bikeline, sayings, facts, media] = await Promise.all([
      getCollectionCounts(),
      getCheckedContent(),
      getDashBikeline(),
      getDashSayings(),
      getDashFacts(),
      getDashMedia(),
    ]);
    expect(Object.keys(counts).sort()).toEqual([...COUNTED_COLLECTIONS].sort());
    expect(counts).toEqual({
      posts: content.posts.length,
      classes: content.classes.length,
      teachers: content.teachers.length,
      calendar: content.calendar.length,
      carousel: content.carousel.length,
      bikeline_bests: bikeline.length,
      general_media: media.length,
      saying_of_the_week: sayings.length,
      do_you_know: facts.length,
    });
    expect(counts.posts).toBeGreaterThan(30);
  });

  staffTest('recently changed posts come last changed first, of every catigory, at most the limit', async () => {
    const posts = await getRecentlyChangedPosts(5);
    expect(posts).toHaveLength(5);
    const updated = posts.map((post) => parseServerDate(post.updated)?.getTime() ?? 0);
    expect(updated.every((value, i) => i === 0 || (updated[i - 1] ?? 0) >= value)).toBe(true);
  });

  staffTest(
    'the overview checks every post and entry of a small school, and says so by leaving none unchecked',
    async () => {
      const [counts, content] = await Promise.all([getCollectionCounts(), getCheckedContent()]);
      expect(counts.posts).toBeLessThan(OVERVIEW_CHECKS_NEWEST);
      expect(content.unchecked).toEqual({ posts: 0, calendar: 0 });
    },
  );

  staffTest('the calendar list pages: latest start first, pages apart, every entry once', async () => {
    const counts = await getCollectionCounts();
    const pages = await Promise.all([1, 2, 3].map((page) => getDashCalendar(page, 5)));
    expect(pages[0]?.totalItems).toBe(counts.calendar);
    expect(pages[0]?.totalPages).toBe(Math.ceil(counts.calendar / 5));
    const rows = pages.flatMap((page) => page.items);
    expect(rows).toHaveLength(Math.min(15, counts.calendar));
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    const starts = rows.map((row) => row.from);
    expect([...starts].sort().reverse()).toEqual(starts);
  });

  staffTest('the seeded content has problems in the lists that show them', async () => {
    const summary = summarizeProblems(await getCheckedContent(), new Date());
    expect(summary.byArea.carousel).toBe(1);
    expect(summary.byArea.posts).toBeGreaterThan(0);
    expect(summary.byArea.classes).toBeGreaterThan(0);
    expect(summary.byArea.teachers).toBeGreaterThan(0);
    expect(summary.byArea.calendar).toBeGreaterThan(0);
    expect(summary.total).toBe(Object.values(summary.byArea).reduce((a, b) => a + b, 0));
  });
});

describe('dashboard post lists', () => {
  staffTest('the area lists split all posts without overlap, each as its route promises', async () => {
    const all = (await getDashPosts('all')).items;
    const parts = (await Promise.all(POST_AREAS.map((area) => getDashAreaPosts(area)))).map((page) => page.items);
    POST_AREAS.forEach((area, i) => {
      expect(parts[i]?.length, area.id).toBeGreaterThan(0);
      expect(parts[i]?.every((post) => postAreaOf(post).id === area.id)).toBe(true);
    });
    const ids = parts.flat().map((post) => post.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(all.map((post) => post.id).sort());
  });

  staffTest('archived posts stay in the dashboard post list, flagged as archived', async () => {
    const posts = (await getDashAreaPosts(postAreaById('posts'))).items;
    expect(posts.find((post) => post.id === POST_IDS.archivedPost)?.archiv).toBe(true);
  });

  staffTest('pinned, parents and theater lists hold only what they promise', async () => {
    const [{ items: pinned }, { items: parents }, { items: theater }] = await Promise.all([
      getDashPosts('pinned'),
      getDashPosts('parents'),
      getDashPosts('theater'),
    ]);
    expect(pinned.length).toBeGreaterThan(0);
    expect(pinned.every((post) => post.pin)).toBe(true);
    expect(parents.map((post) => post.id)).toContain(POST_IDS.event);
    expect(parents.every((post) => post.catigory === 'event' || post.catigory === 'all')).toBe(true);
    expect(theater.every((post) => /theater/i.test(`${post.title} ${post.description ?? ''}`))).toBe(true);
  });

  staffTest('a post without files is flagged against the real relations, without broken-relation noise', async () => {
    const [post, known] = await Promise.all([getDashPost(POST_IDS.withoutFiles), getKnownIds()]);
    expect(post).toBeDefined();
    expect(codesOf(findPostProblems(post!, known))).toEqual(['post-without-files']);
  });

  staffTest(
    'a dashboard post carries what the sanitiser removed from its text and its images from other sites',
    async () => {
      const [hostile, foreign, known] = await Promise.all([
        getDashPost(POST_IDS.hostile),
        getDashPost(POST_IDS.foreignImage),
        getKnownIds(),
      ]);
      expect(hostile?.descriptionAudit).toMatchObject({
        removedWithContent: ['script', 'iframe'],
        removedImages: 1,
        removedLinks: 1,
        foreignImages: [],
      });
      expect(textCodesOf(findPostProblems(hostile!, known))).toEqual([
        'post-embed-removed',
        'post-image-removed',
        'post-link-removed',
      ]);
      expect(foreign?.descriptionAudit.foreignImages).toEqual(['https://bilder.example.org/bo-tage/tischlerei.jpg']);
      expect(textCodesOf(findPostProblems(foreign!, known))).toEqual(['post-foreign-image']);
    },
  );

  staffTest('the all-day calendar entry stored at UTC midnight is flagged for its start and its end', async () => {
    const [{ items: entries }, known] = await Promise.all([getDashCalendar(1, 500), getKnownIds()]);
    const entry = entries.find((e) => e.id === CALENDAR_IDS.allDayAtUtcMidnight);
    expect(codesOf(findCalendarProblems(entry!, known, new Date()))).toEqual([
      'all-day-off-vienna-midnight',
      'all-day-off-vienna-midnight',
    ]);
  });

  staffTest('one post of any catigory is found with the ids the admin link needs', async () => {
    const post = await getDashPost(POST_IDS.creative);
    expect(post).toMatchObject({ id: POST_IDS.creative, catigory: 'creative' });
    expect(post?.collectionId).toMatch(/^pbc_\d+$/);
  });

  staffTest('an unknown or malformed post id is undefined, not an error', async () => {
    expect(await getDashPost('zzzzzzzzzzzzzzz')).toBeUndefined();
    expect(await getDashPost('../../etc/passwd')).toBeUndefined();
  });
});

describe('dashboard collection tables', () => {
  staffTest('the carousel table keeps the entry without image and flags it', async () => {
    const entries = await getDashCarousel();
    const missing = entries.find((entry) => entry.id === CAROUSEL_WITHOUT_IMAGE);
    expect(missing?.image).toBeUndefined();
    expect(codesOf(findCarouselProblems(missing!))).toEqual(['carousel-without-image']);
    expect(entries.filter((entry) => entry.image).length).toBe(entries.length - 1);
  });

  staffTest('classes without photo or class teacher are flagged', async () => {
    const { classes, teachers } = await getCheckedContent();
    const known = knownIdsOf(classes, teachers);
    const problems = (id: string) =>
      codesOf(
        findClassProblems(
          classes.find((cls) => cls.id === id)!,
          known,
        ),
      );
    expect(problems(CLASS_IDS.secondB)).toContain('class-without-photo');
    expect(problems(CLASS_IDS.graduating)).toEqual(['class-without-teacher']);
    expect(problems(CLASS_IDS.firstA)).toEqual([]);
  });

  staffTest('calendar entries keep their raw class ids and the past countdown is flagged', async () => {
    const [{ items: entries }, known] = await Promise.all([getDashCalendar(1, 500), getKnownIds()]);
    expect(entries.some((entry) => entry.classIds.length > 0)).toBe(true);
    for (const entry of entries) expect(entry.classes.map((cls) => cls.id).sort()).toEqual([...entry.classIds].sort());
    const now = new Date();
    const problems = (id: string) =>
      codesOf(
        findCalendarProblems(
          entries.find((e) => e.id === id)!,
          known,
          now,
        ),
      );
    expect(problems(CALENDAR_IDS.pastCountdown)).toEqual(['countdown-in-past']);
    expect(problems(CALENDAR_IDS.countdown)).toEqual([]);
  });

  staffTest('every record carries its collection id and change dates for the admin link', async () => {
    const content = await getCheckedContent();
    for (const rows of [content.classes, content.teachers, content.calendar, content.carousel]) {
      for (const row of rows) {
        expect(row.collectionId).toMatch(/^pbc_\d+$/);
        expect(row.updated).toBeTruthy();
      }
    }
  });

  staffTest('the known ids hold every seeded class', async () => {
    const known = await getKnownIds();
    for (const id of Object.values(CLASS_IDS)) expect(known.classIds.has(id)).toBe(true);
    expect(known.teacherIds.size).toBeGreaterThan(0);
  });
});

describe('second line of defence', () => {
  test('dashboard reads refuse to run without a session the guard verified in this request', async () => {
    for (const read of [
      getCollectionCounts,
      () => getDashPosts('all'),
      getCheckedContent,
      () => getDashPost(POST_IDS.creative),
    ]) {
      await expect(read()).rejects.toBeInstanceOf(NotSignedInError);
    }
  });
});
