import { describe, expect, test } from 'vitest';
import { VOLUME_PER_YEAR, volumeSchool } from '../../../pocketbase/seed/volume/school.mjs';

const NOW = new Date('2026-11-26T12:00:00Z');
type Spec = { name: string };
const photo = (): Spec => ({ name: 'foto.jpg' });
const build = (years: number, now = NOW) =>
  volumeSchool({
    years,
    now,
    photos: (count: number) => Array.from({ length: count }, photo),
    pdf: (name: string) => ({ name: `${name}.pdf` }),
  });
const ms = (date: string) => Date.parse(date.replace(' ', 'T'));
const SCHOOL_YEAR_START = Date.UTC(2026, 8, 1);

describe('seed:volume school', () => {
  test('ten years hold about 250 posts and 250 calendar entries a year, the current school year only its weeks so far', () => {
    const school = build(10);
    const thisYear = school.posts.filter((post) => ms(post.data.date) >= SCHOOL_YEAR_START);
    // 86 of 305 school days have passed on 26 November.
    expect(thisYear.length).toBeGreaterThan(50);
    expect(thisYear.length).toBeLessThan(90);
    expect(school.posts.length).toBeGreaterThan(9 * VOLUME_PER_YEAR.posts);
    expect(school.posts.length).toBeLessThan(10 * VOLUME_PER_YEAR.posts);
    expect(school.calendar).toHaveLength(10 * VOLUME_PER_YEAR.calendar);
    expect(school.classes).toHaveLength(13 * VOLUME_PER_YEAR.classes);
  });

  test('no post is dated after today, and the oldest lie ten school years back', () => {
    const dates = build(10).posts.map((post) => ms(post.data.date));
    expect(Math.max(...dates)).toBeLessThanOrEqual(NOW.getTime());
    expect(Math.min(...dates)).toBeLessThan(Date.UTC(2017, 11, 31));
    expect(Math.min(...dates)).toBeGreaterThanOrEqual(Date.UTC(2017, 8, 1));
  });

  test('every catigory appears; only posts two or more school years old are archived; two posts are pinned', () => {
    const { posts } = build(10);
    expect(new Set(posts.map((post) => post.data.catigory))).toEqual(
      new Set(['post', 'event', 'all', 'project', 'currentProject', 'creative']),
    );
    const archived = posts.filter((post) => post.data.archiv);
    expect(archived.length).toBeGreaterThan(posts.length / 3);
    expect(Math.max(...archived.map((post) => ms(post.data.date)))).toBeLessThan(Date.UTC(2025, 8, 1));
    expect(posts.filter((post) => post.data.pin)).toHaveLength(2);
  });

  test('a few posts are drafts, in review or scheduled ahead; everything else is published now', () => {
    const { posts } = build(10);
    const unpublished = posts.filter((post) => post.data.status !== 'published');
    const scheduled = posts.filter((post) => post.data.publish_at !== '');
    expect(unpublished.length).toBeGreaterThan(0);
    expect(unpublished.length).toBeLessThan(posts.length * 0.05);
    expect(scheduled.length).toBeGreaterThan(0);
    for (const post of scheduled) expect(ms(post.data.publish_at)).toBeGreaterThan(NOW.getTime());
  });

  test('posts carry photos like a school’s (none to a gallery), and lengths from a paragraph to a long report', () => {
    const { posts } = build(10);
    const photos = posts.map(
      (post) => (post.files.files ?? []).filter((file: Spec) => file.name.endsWith('.jpg')).length,
    );
    expect(photos.filter((count) => count === 0).length).toBeGreaterThan(posts.length * 0.15);
    expect(Math.max(...photos)).toBeGreaterThanOrEqual(8);
    const lengths = posts.map((post) => post.data.description.length);
    expect(Math.min(...lengths)).toBeLessThan(500);
    expect(Math.max(...lengths)).toBeGreaterThan(3000);
  });

  test('the teachers are today’s staff: those who left over ten years are deleted, as a school does, from the relations too', () => {
    const ten = build(10);
    const one = build(1);
    // 30 teachers at the start, four leaving and four joining every year: the list does not grow with the years.
    expect(ten.teachers).toHaveLength(one.teachers.length);
    const staff = new Set(ten.teachers.map((row) => row.id));
    const named = ten.posts.flatMap((post) => post.data.teacher);
    expect(named.length).toBeGreaterThan(ten.posts.length / 2);
    for (const id of named) expect(staff.has(id)).toBe(true);
    const oldClasses = ten.classes.filter((row) => row.data.since < '2018');
    expect(oldClasses.some((row) => row.data.teacher === '')).toBe(true);
    for (const row of ten.classes) if (row.data.teacher) expect(staff.has(row.data.teacher)).toBe(true);
  });

  test('relations point only at classes and teachers of the same set, and ids are PocketBase ids', () => {
    const school = build(3);
    const classIds = new Set(school.classes.map((row) => row.id));
    const teacherIds = new Set(school.teachers.map((row) => row.id));
    for (const post of school.posts) {
      for (const id of post.data.class) expect(classIds.has(id)).toBe(true);
      for (const id of post.data.teacher) expect(teacherIds.has(id)).toBe(true);
    }
    for (const row of school.classes) if (row.data.teacher) expect(teacherIds.has(row.data.teacher)).toBe(true);
    const ids = [...school.posts, ...school.calendar, ...school.classes, ...school.teachers].map((row) => row.id);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]{15}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('the same years give the same school, so two bench runs measure the same content', () => {
    expect(JSON.stringify(build(2))).toBe(JSON.stringify(build(2)));
  });
});
