/** Fields every PocketBase record carries. */
type BaseRecord = { id: string; collectionId: string; collectionName: string; created: string; updated: string };

export type Catigory = 'post' | 'project' | 'currentProject' | 'creative' | 'event' | 'all';

export type TeacherRecord = BaseRecord & { name: string; subject?: string; email?: string; avatar?: string };
export type ClassRecord = BaseRecord & {
  name: string;
  since: string;
  photo?: string;
  timetable?: string;
  teacher?: string;
  expand?: { teacher?: TeacherRecord };
};
export type PostRecord = BaseRecord & {
  title: string;
  description?: string;
  files?: string[];
  date?: string;
  catigory: Catigory;
  pin?: boolean;
  archiv?: boolean;
  class?: string[];
  teacher?: string[];
  expand?: { class?: ClassRecord[]; teacher?: TeacherRecord[] };
};
export type CalendarRecord = BaseRecord & {
  title: string;
  description?: string;
  from_date: string;
  to_date?: string;
  countdown?: boolean;
  relevant_classes?: string[];
  expand?: { relevant_classes?: ClassRecord[] };
};
export type CarouselRecord = BaseRecord & { image?: string; description?: string; author?: string; idx?: number };
export type BikelineRecord = BaseRecord & { ranking: number; image?: string; name?: string };
export type MediaRecord = BaseRecord & { filename: string; file?: string; description?: string };
export type SayingRecord = BaseRecord & { text: string; author?: string };
export type FactRecord = BaseRecord & { text: string };

export type FileRef = {
  name: string;
  url: string;
  /** Images can be shown inline and resized through PocketBase thumbs (see thumbUrl). */
  isImage: boolean;
};

export type Teacher = {
  id: string;
  name: string;
  subject?: string;
  email?: string;
  avatar?: FileRef;
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
  collectionName: string;
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
  /** Client fields of seed-spec section 3. */
  idx: number;
  classes: SchoolClass[];
  teachers: Teacher[];
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
};

export type CarouselSlide = { id: string; image: FileRef; description?: string; author?: string; idx: number };
export type BikelineBest = { id: string; ranking: number; name?: string; image?: FileRef };
export type Media = { id: string; filename: string; file?: FileRef; description?: string };
export type Saying = { id: string; text: string; author?: string; created: string };
export type Fact = { id: string; text: string; created: string };

export type Page<T> = { items: T[]; page: number; perPage: number; totalItems: number; totalPages: number };
