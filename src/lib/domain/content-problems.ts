import { POST_AREAS, type PostAreaId, postAreaOf } from './post-areas';
import type { Catigory, FileRef } from './types';
import { parseServerDate } from './dates';
import { excerpt } from './text';

/** What staff should fix in PocketBase; the dashboard shows these next to the entry. */
export type ProblemCode =
  | 'post-without-files'
  | 'post-without-description'
  | 'carousel-without-image'
  | 'class-without-photo'
  | 'class-without-teacher'
  | 'teacher-without-avatar'
  | 'countdown-in-past'
  | 'broken-relation';

export type Problem = { code: ProblemCode; message: string };

/** Ids that exist right now; a relation pointing elsewhere is broken. */
export type KnownIds = { classIds: ReadonlySet<string>; teacherIds: ReadonlySet<string> };

type PostLike = { description?: string; files: FileRef[]; classIds: string[]; teacherIds: string[] };
type ClassLike = { photo?: FileRef; teacherId?: string };
type CalendarLike = { from: string; countdown: boolean; classIds: string[] };

export function knownIdsOf(classes: Array<{ id: string }>, teachers: Array<{ id: string }>): KnownIds {
  return { classIds: new Set(classes.map((c) => c.id)), teacherIds: new Set(teachers.map((t) => t.id)) };
}

function brokenRelations(ids: string[], known: ReadonlySet<string>, what: string): Problem[] {
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length === 0) return [];
  const plural = missing.length > 1;
  return [
    {
      code: 'broken-relation',
      message: `Verknüpfung ins Leere: ${what} ${plural ? 'existieren' : 'existiert'} nicht (ID ${missing.join(', ')}).`,
    },
  ];
}

export function findPostProblems(post: PostLike, known: KnownIds): Problem[] {
  const problems: Problem[] = [];
  if (post.files.length === 0) {
    problems.push({ code: 'post-without-files', message: 'Keine Dateien: Der Beitrag hat weder Bilder noch Anhänge.' });
  }
  if (!excerpt(post.description)) {
    problems.push({ code: 'post-without-description', message: 'Keine Beschreibung: Der Beitrag hat keinen Text.' });
  }
  problems.push(...brokenRelations(post.classIds, known.classIds, 'Verknüpfte Klasse'));
  problems.push(...brokenRelations(post.teacherIds, known.teacherIds, 'Verknüpfte Lehrkraft'));
  return problems;
}

export function findCarouselProblems(entry: { image?: FileRef }): Problem[] {
  if (entry.image) return [];
  return [{ code: 'carousel-without-image', message: 'Kein Bild: Der Eintrag erscheint nicht im Karussell.' }];
}

export function findClassProblems(cls: ClassLike, known: KnownIds): Problem[] {
  const problems: Problem[] = [];
  if (!cls.photo) problems.push({ code: 'class-without-photo', message: 'Kein Klassenfoto.' });
  if (!cls.teacherId) {
    problems.push({ code: 'class-without-teacher', message: 'Kein Klassenvorstand zugeordnet.' });
  } else {
    problems.push(...brokenRelations([cls.teacherId], known.teacherIds, 'Der Klassenvorstand'));
  }
  return problems;
}

export function findTeacherProblems(teacher: { avatar?: FileRef }): Problem[] {
  if (teacher.avatar) return [];
  return [{ code: 'teacher-without-avatar', message: 'Kein Profilbild: Die Website zeigt nur die Initialen.' }];
}

export function findCalendarProblems(entry: CalendarLike, known: KnownIds, now: Date): Problem[] {
  const problems: Problem[] = [];
  const starts = parseServerDate(entry.from);
  if (entry.countdown && (!starts || starts <= now)) {
    problems.push({
      code: 'countdown-in-past',
      message: 'Countdown-Termin liegt in der Vergangenheit und wird nicht mehr angezeigt.',
    });
  }
  problems.push(...brokenRelations(entry.classIds, known.classIds, 'Verknüpfte Klasse'));
  return problems;
}

export type ProblemArea = PostAreaId | 'classes' | 'teachers' | 'calendar' | 'carousel';

export type ProblemInput = {
  posts: Array<PostLike & { catigory: Catigory; archiv: boolean }>;
  classes: Array<ClassLike & { id: string }>;
  teachers: Array<{ id: string; avatar?: FileRef }>;
  calendar: CalendarLike[];
  carousel: Array<{ image?: FileRef }>;
};

export type ProblemSummary = { total: number; byArea: Record<ProblemArea, number> };

/** How many problems each dashboard list shows, counted the same way the lists count them. */
export function summarizeProblems(content: ProblemInput, now: Date): ProblemSummary {
  const known = knownIdsOf(content.classes, content.teachers);
  const byArea: Record<ProblemArea, number> = {
    ...(Object.fromEntries(POST_AREAS.map((area) => [area.id, 0])) as Record<PostAreaId, number>),
    classes: 0,
    teachers: 0,
    calendar: 0,
    carousel: 0,
  };
  for (const post of content.posts) byArea[postAreaOf(post).id] += findPostProblems(post, known).length;
  for (const cls of content.classes) byArea.classes += findClassProblems(cls, known).length;
  for (const teacher of content.teachers) byArea.teachers += findTeacherProblems(teacher).length;
  for (const entry of content.calendar) byArea.calendar += findCalendarProblems(entry, known, now).length;
  for (const entry of content.carousel) byArea.carousel += findCarouselProblems(entry).length;
  const total = Object.values(byArea).reduce((sum, count) => sum + count, 0);
  return { total, byArea };
}
