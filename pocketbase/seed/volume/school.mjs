// `years` of a school's records, in the demo seed's shape ({ id, data, files }): today's teachers (turnover over the years), three new
// classes a year, about 250 posts and 250 calendar entries a year, older posts archived as editors do, a few drafts,
// posts in review and scheduled ones, and phone photos from the pool.
import { addDays, onSchoolDay, pbDate } from "../dates.mjs";
import { fixedId } from "../ids.mjs";
import { randomSource } from "./random.mjs";
import { calendarText, postHtml, postTitle, SUBJECTS, teacherName } from "./text.mjs";

/**
 * A record as the seed writes it: its fields, and its files by field (file specs of the photo pool or pdf()).
 * @typedef {{ id: string, data: Record<string, any>, files: Record<string, any[]> }} SeedRecord
 */

export const VOLUME_PER_YEAR = { posts: 250, calendar: 250, classes: 3, teachers: 4 };
const DAY = 86_400_000;

const CATIGORY_WEIGHTS = [
  ["post", 50],
  ["event", 12],
  ["all", 5],
  ["project", 12],
  ["currentProject", 3],
  ["creative", 18],
];
// Photos per post: many have one, galleries a handful, some none.
const PHOTO_COUNTS = [
  [0, 25],
  [1, 35],
  [2, 15],
  [3, 10],
  [4, 6],
  [6, 5],
  [8, 4],
];

const SCHOOL_YEAR_DAYS = 305;

/**
 * A school day among the first `days` of the school year that began in September of `startYear` (July and August
 * stay quiet).
 */
function schoolDay(random, startYear, days = SCHOOL_YEAR_DAYS) {
  const start = Date.UTC(startYear, 8, 1, 7);
  const day = new Date(start + random.int(0, Math.max(0, days - 1)) * DAY + random.int(0, 9) * 3_600_000);
  return onSchoolDay(day);
}

/**
 * @param {{ years: number, now?: Date, seed?: number, photos: (count: number) => object[], pdf: (name: string, title: string) => object }} options
 *   photos(count): file specs from the pool; pdf: a small attachment
 * @returns {{ teachers: SeedRecord[], classes: SeedRecord[], posts: SeedRecord[], calendar: SeedRecord[] }}
 */
export function volumeSchool({ years, now = new Date(), seed = 2026, photos, pdf }) {
  const random = randomSource(seed);
  const currentYear = now.getUTCMonth() >= 6 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  const firstYear = currentYear - years + 1;

  /** @type {SeedRecord[]} */
  const teachers = [];
  const teachersByYear = new Map();
  let active = [];
  for (let year = firstYear; year <= currentYear; year++) {
    const leaving = year === firstYear ? 0 : VOLUME_PER_YEAR.teachers;
    active = random.some(active, active.length - leaving);
    const joining = year === firstYear ? 30 : VOLUME_PER_YEAR.teachers;
    for (let i = 0; i < joining; i++) {
      const id = fixedId("vteacher", teachers.length + 1);
      const subject = random.some(SUBJECTS, 2).join(", ");
      teachers.push({ id, data: { name: teacherName(random), subject }, files: {} });
      active.push(id);
    }
    teachersByYear.set(year, [...active]);
  }

  // A class runs four years; the last three years before the first have classes still at school too.
  /** @type {SeedRecord[]} */
  const classes = [];
  const classesByYear = new Map();
  for (let year = firstYear - 3; year <= currentYear; year++) {
    for (const name of ["A", "B", "C"].slice(0, VOLUME_PER_YEAR.classes)) {
      const id = fixedId("vclass", classes.length + 1);
      const teacher = random.pick(teachersByYear.get(Math.max(year, firstYear)));
      classes.push({
        id,
        data: { name, since: `${year}-09-01 00:00:00.000Z`, teacher },
        files: random.chance(0.8) ? { photo: photos(1) } : {},
      });
      for (let at = year; at < year + 4; at++) classesByYear.set(at, [...(classesByYear.get(at) ?? []), id]);
    }
  }

  /** @type {SeedRecord[]} */
  const posts = [];
  /** @type {SeedRecord[]} */
  const calendar = [];
  for (let year = firstYear; year <= currentYear; year++) {
    const yearsAgo = currentYear - year;
    const yearClasses = classesByYear.get(year) ?? [];
    const yearTeachers = teachersByYear.get(year);
    // The current school year has its posts so far, none in the future.
    const daysSoFar =
      year === currentYear ? Math.floor((now.getTime() - Date.UTC(year, 8, 1, 7)) / DAY) : SCHOOL_YEAR_DAYS;
    const postCount = Math.round((VOLUME_PER_YEAR.posts * Math.min(daysSoFar, SCHOOL_YEAR_DAYS)) / SCHOOL_YEAR_DAYS);
    for (let i = 0; i < postCount; i++) {
      const catigory = random.weighted(CATIGORY_WEIGHTS);
      const date = schoolDay(random, year, daysSoFar);
      if (date > now) continue;
      // Editors move old reports to the archive; projects of earlier years become "old but great".
      const archiv = yearsAgo >= 2 && random.chance(catigory === "project" ? 0.8 : 0.6);
      const files = photos(random.weighted(PHOTO_COUNTS));
      if (random.chance(0.08)) files.push(pdf(`elternbrief-${posts.length + 1}`, "Elternbrief"));
      posts.push({
        id: fixedId("vpost", posts.length + 1),
        data: {
          title: postTitle(random, catigory),
          description: postHtml(random),
          date: pbDate(date),
          catigory,
          pin: false,
          archiv,
          class: random.some(
            yearClasses,
            random.weighted([
              [0, 40],
              [1, 40],
              [2, 12],
              [3, 8],
            ]),
          ),
          teacher: random.some(
            yearTeachers,
            random.weighted([
              [1, 70],
              [2, 30],
            ]),
          ),
          ...publishing(random, now),
        },
        files: files.length ? { files } : {},
      });
    }
    const entryCount = VOLUME_PER_YEAR.calendar;
    for (let i = 0; i < entryCount; i++) {
      const start = schoolDay(random, year);
      const days = random.weighted([
        [0.125, 70],
        [1, 20],
        [random.int(2, 5), 10],
      ]);
      calendar.push({
        id: fixedId("vcal", calendar.length + 1),
        data: {
          ...calendarText(random),
          from_date: pbDate(start),
          to_date: pbDate(addDays(start, days)),
          countdown: false,
          relevant_classes: random.some(
            yearClasses,
            random.weighted([
              [0, 35],
              [1, 45],
              [2, 15],
              [3, 5],
            ]),
          ),
          ...publishing(random, now),
        },
        files: {},
      });
    }
  }
  // The newest two reports pinned, as a school pins what matters this week.
  for (const post of posts.filter((p) => p.data.catigory === "post" && p.data.status === "published").slice(-2)) {
    post.data.pin = true;
  }
  // A teacher who leaves is deleted (the schema keeps no "left" field, and /lehrer lists every record), which
  // PocketBase answers by dropping them from the posts and classes that named them.
  const staff = new Set(teachersByYear.get(currentYear));
  for (const post of posts) post.data.teacher = post.data.teacher.filter((id) => staff.has(id));
  for (const row of classes) if (!staff.has(row.data.teacher)) row.data.teacher = "";
  return { teachers: teachers.filter((row) => staff.has(row.id)), classes, posts, calendar };
}

/** Almost everything published; a few drafts and posts in review at any age, and some scheduled in the weeks ahead. */
function publishing(random, now) {
  const status = random.weighted([
    ["published", 97],
    ["draft", 1.5],
    ["review", 1],
    ["scheduled", 0.5],
  ]);
  if (status !== "scheduled") return { status, publish_at: "" };
  return { status: "published", publish_at: pbDate(new Date(now.getTime() + random.int(1, 30) * DAY)) };
}
