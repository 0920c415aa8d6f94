/** The site's content, as pages and components see it (mapped from PocketBase records in lib/content). */

import type { Publishing } from './publishing';

export type Catigory = 'post' | 'project' | 'currentProject' | 'creative' | 'event' | 'all';

export type FileRef = {
  name: string;
  url: string;
  /** Images can be shown inline and resized through PocketBase thumbs (see thumbUrl). */
  isImage: boolean;
  /** A post's photo: the editor's alt text, "" when marked decorative, undefined when none was given. */
  alt?: string;
};

export type Teacher = {
  id: string;
  name: string;
  subject?: string;
  email?: string;
  avatar?: FileRef;
  /** Its place on the teachers' page (smaller first; 0: not given). */
  sort: number;
  created: string;
};

export type SchoolClass = {
  id: string;
  name: string;
  displayName: string;
  since?: string;
  photo?: FileRef;
  timetable?: FileRef;
  teacherId?: string;
  teacher?: Teacher;
};

export type Post = {
  id: string;
  collectionId: string;
  title: string;
  /** Sanitised editor HTML, safe to render. */
  description?: string;
  files: FileRef[];
  date?: string;
  catigory: Catigory;
  pin: boolean;
  archiv: boolean;
  classIds: string[];
  teacherIds: string[];
  created: string;
  updated: string;
  classes: SchoolClass[];
  teachers: Teacher[];
  /** Whether and when the post is public (domain/publishing). */
  publishing: Publishing;
  /** Set on the placeholder that stands in for a missing record. */
  notFound?: true;
};

export type CalendarEntry = {
  id: string;
  title: string;
  description?: string;
  from: string;
  to: string;
  countdown: boolean;
  classes: SchoolClass[];
  updated: string;
  publishing: Publishing;
};

/** An entry as stored; entries without an image are kept for the dashboard, which flags them. */
export type CarouselEntry = {
  id: string;
  image?: FileRef;
  description?: string;
  author?: string;
  idx: number;
  created: string;
};
export type CarouselSlide = CarouselEntry & { image: FileRef };
export type BikelineBest = { id: string; ranking: number; name?: string; image?: FileRef };
export type Media = { id: string; filename: string; file?: FileRef; description?: string };
/** One sentence on the home page: the newest saying of the week or did-you-know fact. */
/** `week`: the day it takes the home page (when the editors planned it). */
export type Saying = { id: string; text: string; author?: string; week?: string; created: string };
export type Fact = { id: string; text: string; created: string };

export type Page<T> = { items: T[]; page: number; perPage: number; totalItems: number; totalPages: number };
