import { getClassDisplayName } from '../domain/class-name';
import { getSiteConfig } from '../platform/config';
import { sanitizeHtml } from '../domain/sanitize-html';
import type { ThumbSize } from '../domain/thumb-sizes';
import { fileUrl } from './client';
import type {
  BikelineBest,
  BikelineRecord,
  ClassRecord,
  FileRef,
  Post,
  PostRecord,
  SchoolClass,
  Teacher,
  TeacherRecord,
} from './types';

const IMAGE = /\.(jpe?g|png|webp|bmp|gif|avif|svg)$/i;
/** The spec's list for the random background image (seed-spec section 5). */
const BACKGROUND_IMAGE = /\.(jpg|png|jpeg|webp|bmp)$/i;

/** Empty strings from PocketBase mean "not set" (seed-spec section 5). */
export function present(value: string | undefined | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

type FileOwner = { id: string; collectionId: string };

export function toFile(owner: FileOwner, name: string | undefined | null): FileRef | undefined {
  const filename = present(name);
  if (!filename) return undefined;
  return { name: filename, url: fileUrl(owner.collectionId, owner.id, filename), isImage: IMAGE.test(filename) };
}

/** A resized copy through PocketBase thumbs, in one of the sizes the site uses. */
export function thumbUrl(file: FileRef, size: ThumbSize): string {
  return file.isImage && !/\.(svg|gif)$/i.test(file.name) ? `${file.url}?thumb=${size}` : file.url;
}

export function isBackgroundImage(file: FileRef): boolean {
  return BACKGROUND_IMAGE.test(file.name);
}

export function toTeacher(record: TeacherRecord): Teacher {
  return {
    id: record.id,
    name: present(record.name) ?? 'Unbenannt',
    subject: present(record.subject),
    email: present(record.email),
    avatar: toFile(record, record.avatar),
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

export function toPost(record: PostRecord, idx = 0): Post {
  const files = (record.files ?? []).map((name) => toFile(record, name)).filter((file): file is FileRef => !!file);
  return {
    id: record.id,
    collectionId: record.collectionId,
    collectionName: record.collectionName,
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
    idx,
    classes: (record.expand?.class ?? []).map((cls) => toClass(cls)),
    teachers: (record.expand?.teacher ?? []).map(toTeacher),
  };
}

/** Stand-in for a post or project that does not exist (seed-spec section 4). */
export function placeholderPost(kind: 'post' | 'project', id: string): Post {
  const isProject = kind === 'project';
  return {
    id,
    collectionId: '',
    collectionName: 'posts',
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
    idx: 0,
    classes: [],
    teachers: [],
    notFound: true,
  };
}

/** The first post file that can serve as a background (seed-spec section 5). */
export function pickBackgroundImage(posts: Post[]): FileRef | undefined {
  for (const post of posts) {
    const image = post.files.find(isBackgroundImage);
    if (image) return image;
  }
  return undefined;
}

export function toBikelineBest(record: BikelineRecord): BikelineBest {
  return {
    id: record.id,
    ranking: Number(record.ranking) || 0,
    name: present(record.name),
    image: toFile(record, record.image),
  };
}
