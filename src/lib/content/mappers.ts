import { getClassDisplayName } from '../domain/class-name';
import { getSiteConfig } from '../platform/request-context';
import { sanitizeHtml } from '../domain/sanitize-html';
import { isImageName } from '../domain/file-types';
import { toPublishing } from '../domain/publishing';
import { fileUrl } from './client';
import type {
  BikelineBest,
  CalendarEntry,
  CarouselEntry,
  Fact,
  FileRef,
  Media,
  Post,
  Saying,
  SchoolClass,
  Teacher,
} from '../domain/types';
import type {
  BikelineRecord,
  CalendarRecord,
  CarouselRecord,
  ClassRecord,
  FactRecord,
  MediaRecord,
  PostRecord,
  SayingRecord,
  TeacherRecord,
} from './records';

/** Empty strings from PocketBase mean "not set" (seed-spec section 5). */
export function present(value: string | undefined | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

type FileOwner = { id: string; collectionId: string };

export function toFile(owner: FileOwner, name: string | undefined | null): FileRef | undefined {
  const filename = present(name);
  if (!filename) return undefined;
  return { name: filename, url: fileUrl(owner.collectionId, owner.id, filename), isImage: isImageName(filename) };
}

export function toTeacher(record: TeacherRecord): Teacher {
  return {
    id: record.id,
    name: present(record.name) ?? 'Unbenannt',
    subject: present(record.subject),
    email: present(record.email),
    avatar: toFile(record, record.avatar),
    sort: typeof record.sort === 'number' ? record.sort : 0,
    created: record.created,
  };
}

export function toClass(record: ClassRecord, now: Date = new Date()): SchoolClass {
  const teacher = record.expand?.teacher;
  return {
    id: record.id,
    name: present(record.name) ?? '',
    displayName: getClassDisplayName(present(record.name) ?? '', record.since, now),
    since: present(record.since),
    photo: toFile(record, record.photo),
    timetable: toFile(record, record.timetable),
    teacherId: present(record.teacher),
    teacher: teacher ? toTeacher(teacher) : undefined,
  };
}

/**
 * A file's entry in a post's `alt_texts`: exactly "" marks a decorative photo. Anything else that is no text, spaces
 * alone included, counts as not given, so the dashboard asks for one instead of the site silencing the photo.
 */
export function altTextOf(altTexts: unknown, name: string): string | undefined {
  if (!altTexts || typeof altTexts !== 'object' || !Object.hasOwn(altTexts, name)) return undefined;
  const text: unknown = (altTexts as Record<string, unknown>)[name];
  if (text === '') return '';
  return typeof text === 'string' ? present(text) : undefined;
}

export function toPost(record: PostRecord): Post {
  const files = (record.files ?? [])
    .map((name) => toFile(record, name))
    .filter((file): file is FileRef => !!file)
    .map((file) => ({ ...file, alt: altTextOf(record.alt_texts, file.name) }));
  return {
    id: record.id,
    collectionId: record.collectionId,
    title: present(record.title) ?? 'Ohne Titel',
    description: present(sanitizeHtml(record.description, getSiteConfig().siteUrl)),
    files,
    date: present(record.date),
    catigory: record.catigory,
    pin: record.pin === true,
    archiv: record.archiv === true,
    classIds: record.class ?? [],
    teacherIds: record.teacher ?? [],
    created: record.created,
    updated: record.updated,
    classes: (record.expand?.class ?? []).map((cls) => toClass(cls)),
    teachers: (record.expand?.teacher ?? []).map(toTeacher),
    publishing: toPublishing(record.status, record.publish_at),
  };
}

/** Stand-in for a post or project that does not exist (seed-spec section 4). */
export function placeholderPost(kind: 'post' | 'project', id: string): Post {
  const isProject = kind === 'project';
  return {
    id,
    collectionId: '',
    title: isProject ? 'Project not found!' : 'Post not found!',
    description: isProject
      ? '<p>Es tut uns leid, dieses Projekt gibt es nicht (mehr). Vielleicht finden Sie es in der Projektübersicht.</p>'
      : '<p>Es tut uns leid, dieser Beitrag existiert nicht oder wurde entfernt. Vielleicht finden Sie ihn in der Beitragsübersicht.</p>',
    files: [],
    catigory: isProject ? 'project' : 'post',
    pin: false,
    archiv: false,
    classIds: [],
    teacherIds: [],
    created: '',
    updated: '',
    classes: [],
    teachers: [],
    publishing: toPublishing('', ''),
    notFound: true,
  };
}

export function toBikelineBest(record: BikelineRecord): BikelineBest {
  return {
    id: record.id,
    ranking: Number(record.ranking) || 0,
    name: present(record.name),
    image: toFile(record, record.image),
  };
}

export function toCalendarEntry(record: CalendarRecord): CalendarEntry {
  return {
    id: record.id,
    title: present(record.title) ?? 'Termin',
    description: present(record.description),
    from: record.from_date,
    to: present(record.to_date) ?? record.from_date,
    countdown: record.countdown === true,
    classes: (record.expand?.relevant_classes ?? []).map((cls) => toClass(cls)),
    updated: record.updated,
    publishing: toPublishing(record.status, record.publish_at),
  };
}

export function toCarouselEntry(record: CarouselRecord): CarouselEntry {
  return {
    id: record.id,
    image: toFile(record, record.image),
    description: present(record.description),
    author: present(record.author),
    idx: Number(record.idx) || 0,
    created: record.created,
  };
}

export function toMedia(record: MediaRecord): Media {
  return {
    id: record.id,
    filename: record.filename,
    file: toFile(record, record.file),
    description: present(record.description),
  };
}

export function toSaying(record: SayingRecord): Saying {
  return {
    id: record.id,
    text: present(record.text) ?? '',
    author: present(record.author),
    week: present(record.week),
    created: record.created,
  };
}

export function toFact(record: FactRecord): Fact {
  return { id: record.id, text: present(record.text) ?? '', created: record.created };
}
