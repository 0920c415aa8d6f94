import { isPhotoName, kindsOf, storedFileProblem, type UploadField } from './file-types';
import { POST_AREAS, type PostAreaId, postAreaOf } from './post-areas';
import type { Catigory, FileRef } from './types';
import { formatViennaStamp, parseServerDate } from './dates';
import type { HtmlAudit } from './sanitize-html';
import { excerpt } from './text';

/** What staff should fix in PocketBase; the dashboard shows these next to the entry. */
export type ProblemCode =
  | 'post-without-files'
  | 'post-without-description'
  | 'post-photos-without-alt'
  | 'carousel-without-image'
  | 'class-without-photo'
  | 'class-without-teacher'
  | 'teacher-without-avatar'
  | 'countdown-in-past'
  | 'broken-relation'
  | 'all-day-off-vienna-midnight'
  | 'calendar-end-before-start'
  | 'post-embed-removed'
  | 'post-markup-removed'
  | 'post-image-removed'
  | 'post-link-removed'
  | 'post-foreign-image'
  | 'file-not-allowed';

export type Problem = { code: ProblemCode; message: string };

/** Ids that exist right now; a relation pointing elsewhere is broken. */
export type KnownIds = { classIds: ReadonlySet<string>; teacherIds: ReadonlySet<string> };

type PostLike = {
  description?: string;
  /** What the sanitiser removed from the editor's text; only the dashboard's reads carry it. */
  descriptionAudit?: HtmlAudit;
  date?: string;
  files: FileRef[];
  classIds: string[];
  teacherIds: string[];
};
type ClassLike = { photo?: FileRef; timetable?: FileRef; teacherId?: string; since?: string };
type CalendarLike = { from: string; to?: string; countdown: boolean; classIds: string[] };

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

const MINUTES_UTC = (date: Date) => date.getUTCHours() * 60 + date.getUTCMinutes();
const UTC_DAY_EDGES: Record<number, string> = { 0: '00:00', [23 * 60 + 59]: '23:59' };

/**
 * A calendar time at exactly 00:00 or 23:59 UTC: an all-day entry as it is stored when the editor's computer was not
 * set to Vienna's time zone (PocketBase's admin UI takes dates in the browser's zone and names it beside the field),
 * or when a bare date was imported. The site then shows 01:00/02:00 instead of the day, or runs it into the next day.
 * A Vienna midnight is never one of these (Vienna is one or two hours ahead of UTC).
 */
function allDayTrap(value: string | undefined, what: string): Problem[] {
  const stored = parseServerDate(value);
  const utcTime = stored && UTC_DAY_EDGES[MINUTES_UTC(stored)];
  if (!stored || !utcTime) return [];
  return [
    {
      code: 'all-day-off-vienna-midnight',
      message:
        `${what} steht auf ${formatViennaStamp(stored)} Uhr Wiener Zeit, genau ${utcTime} Uhr UTC: so wird ein ganztägiger ` +
        'Termin gespeichert, wenn der Computer beim Eintragen nicht auf Wiener Zeit stand oder das Datum ohne Uhrzeit ' +
        `übernommen wurde. Ganztägig heißt 00:00 Uhr${what === 'Ende' ? ' (oder 23:59 Uhr) des letzten Tages' : ''}, ` +
        'eingetragen, während im Admin-UI neben dem Feldnamen „Europe/Vienna“ steht.',
    },
  ];
}

const tagList = (tags: string[]) => tags.map((tag) => `<${tag}>`).join(', ');
const UPLOAD = 'als Datei am Beitrag hochladen (Feld „files“)';

/** What the sanitiser removed from the editor's text, by kind: embedded content, and the other markup it does not keep. */
const REMOVED_MARKUP = [
  {
    removed: 'removedWithContent',
    code: 'post-embed-removed',
    message: (tags: string) =>
      `Eingebettete Inhalte fehlen auf der Website: ${tags}. ` +
      'Die Website entfernt sie samt Inhalt aus der Beschreibung, Besucher:innen sehen an ihrer Stelle nichts. ' +
      `Abhilfe: Videos, Dokumente und Bilder ${UPLOAD} oder als Link einfügen.`,
  },
  {
    removed: 'removedTags',
    code: 'post-markup-removed',
    message: (tags: string) =>
      `Nicht erlaubte Elemente in der Beschreibung: ${tags}. ` +
      'Die Website entfernt sie, Besucher:innen sehen an ihrer Stelle nur den Text darin (Formularfelder, Videos und Audio fehlen ganz). ' +
      `Abhilfe: mit Absatz, Überschrift 2–4, Liste oder Tabelle formatieren; Videos und Dokumente ${UPLOAD} oder verlinken.`,
  },
] as const;

/** What visitors miss of the editor's text: what the sanitiser removed, and images the CSP will not load. */
function descriptionProblems(audit: HtmlAudit | undefined): Problem[] {
  if (!audit) return [];
  const problems: Problem[] = [];
  for (const { removed, code, message } of REMOVED_MARKUP) {
    if (audit[removed].length > 0) problems.push({ code, message: message(tagList(audit[removed])) });
  }
  const address = 'keine vollständige Webadresse (https://…)';
  if (audit.removedImages > 0) {
    const one = audit.removedImages === 1;
    problems.push({
      code: 'post-image-removed',
      message:
        `${audit.removedImages} ${one ? 'Bild fehlt' : 'Bilder fehlen'} auf der Website: ${one ? 'Seine' : 'Ihre'} Adresse ist ` +
        `${address} und kein Pfad der Website (/…). Abhilfe: ${one ? 'das Bild' : 'die Bilder'} ${UPLOAD}.`,
    });
  }
  if (audit.removedLinks > 0) {
    const one = audit.removedLinks === 1;
    problems.push({
      code: 'post-link-removed',
      message:
        `${audit.removedLinks} ${one ? 'Link' : 'Links'} ohne Ziel: ${one ? 'Seine' : 'Ihre'} Adresse ist ${address}, ` +
        'kein Pfad der Website (/…) und keine E-Mail- oder Telefonadresse (mailto:, tel:). ' +
        'Besucher:innen sehen nur den Linktext. Abhilfe: die vollständige Adresse eintragen.',
    });
  }
  for (const src of audit.foreignImages) {
    problems.push({
      code: 'post-foreign-image',
      message:
        `Bild von einer anderen Website: ${src}. ` +
        'Die Website lädt Bilder nur von ihrer eigenen Adresse (Sicherheitsregel), Besucher:innen sehen an seiner Stelle nichts oder nur den Alternativtext. ' +
        `Abhilfe: das Bild ${UPLOAD}, dann zeigt die Website es als Titelbild oder in der Galerie, und es aus dem Text löschen.`,
    });
  }
  return problems;
}

/**
 * Stored files the upload list refuses today (pocketbase/pb_hooks/files.json): stored before the list, or by hand. The
 * site serves them only as downloads.
 */
function filesNotAllowed(field: UploadField, files: Array<FileRef | undefined>): Problem[] {
  return files.flatMap((file) => {
    const message = file && storedFileProblem(kindsOf(field), file.name);
    return message ? [{ code: 'file-not-allowed' as const, message }] : [];
  });
}

/** Photos (not PDFs) with no entry in the post's alt texts; "" (decorative) is one. */
function photosWithoutAlt(files: FileRef[]): Problem[] {
  const count = files.filter((file) => isPhotoName(file.name) && file.alt === undefined).length;
  if (count === 0) return [];
  const one = count === 1;
  return [
    {
      code: 'post-photos-without-alt',
      message:
        `${count} ${one ? 'Foto' : 'Fotos'} ohne Alternativtext: Wer nicht sieht, erfährt nicht, was darauf zu sehen ist. ` +
        `Abhilfe: bei ${one ? 'dem Foto' : 'jedem Foto'} einen „Alternativtext“ eintragen oder „Dekorativ“ wählen.`,
    },
  ];
}

export function findPostProblems(post: PostLike, known: KnownIds): Problem[] {
  const problems: Problem[] = [];
  if (post.files.length === 0) {
    problems.push({ code: 'post-without-files', message: 'Keine Dateien: Der Beitrag hat weder Bilder noch Anhänge.' });
  }
  problems.push(...photosWithoutAlt(post.files));
  problems.push(...filesNotAllowed('posts.files', post.files));
  if (!excerpt(post.description)) {
    problems.push({ code: 'post-without-description', message: 'Keine Beschreibung: Der Beitrag hat keinen Text.' });
  }
  problems.push(...descriptionProblems(post.descriptionAudit));
  problems.push(...brokenRelations(post.classIds, known.classIds, 'Verknüpfte Klasse'));
  problems.push(...brokenRelations(post.teacherIds, known.teacherIds, 'Verknüpfte Lehrkraft'));
  return problems;
}

export function findCarouselProblems(entry: { image?: FileRef }): Problem[] {
  if (entry.image) return filesNotAllowed('carousel.image', [entry.image]);
  return [{ code: 'carousel-without-image', message: 'Kein Bild: Der Eintrag erscheint nicht im Karussell.' }];
}

export function findClassProblems(cls: ClassLike, known: KnownIds): Problem[] {
  const problems: Problem[] = [];
  if (!cls.photo) problems.push({ code: 'class-without-photo', message: 'Kein Klassenfoto.' });
  problems.push(
    ...filesNotAllowed('classes.photo', [cls.photo]),
    ...filesNotAllowed('classes.timetable', [cls.timetable]),
  );
  if (!cls.teacherId) {
    problems.push({ code: 'class-without-teacher', message: 'Kein Klassenvorstand zugeordnet.' });
  } else {
    problems.push(...brokenRelations([cls.teacherId], known.teacherIds, 'Der Klassenvorstand'));
  }
  return problems;
}

export function findTeacherProblems(teacher: { avatar?: FileRef }): Problem[] {
  if (teacher.avatar) return filesNotAllowed('teachers.avatar', [teacher.avatar]);
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
  problems.push(...allDayTrap(entry.from, 'Beginn'));
  // The site maps an empty end to the start; checking it again would report the start twice.
  if (entry.to !== undefined && entry.to !== entry.from) problems.push(...allDayTrap(entry.to, 'Ende'));
  const ends = parseServerDate(entry.to);
  if (starts && ends && ends < starts) {
    problems.push({
      code: 'calendar-end-before-start',
      message: `Das Ende (${formatViennaStamp(ends)}) liegt vor dem Beginn: die Website zeigt den Termin nur zum Beginn.`,
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
