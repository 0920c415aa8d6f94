import type { Catigory } from '../domain/types';

/** PocketBase's records as they come over the wire; mappers.ts turns them into the site's types. */
/** Fields every PocketBase record carries. */
type BaseRecord = { id: string; collectionId: string; created: string; updated: string };

export type TeacherRecord = BaseRecord & {
  name: string;
  subject?: string;
  email?: string;
  avatar?: string;
  sort?: number;
};
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
  /** "Dringend": parents are told at once, also at night. */
  urgent?: boolean;
  archiv?: boolean;
  class?: string[];
  teacher?: string[];
  status?: string;
  publish_at?: string;
  /** `{ "file name": "alt text" }`; absent on a PocketBase whose schema predates it, null when empty. */
  alt_texts?: unknown;
  /** The staff account that wrote it (records from before have none). */
  owner?: string;
  expand?: { class?: ClassRecord[]; teacher?: TeacherRecord[] };
};
export type CalendarRecord = BaseRecord & {
  title: string;
  description?: string;
  from_date: string;
  to_date?: string;
  countdown?: boolean;
  relevant_classes?: string[];
  status?: string;
  publish_at?: string;
  expand?: { relevant_classes?: ClassRecord[] };
};
export type CarouselRecord = BaseRecord & { image?: string; description?: string; author?: string; idx?: number };
export type BikelineRecord = BaseRecord & { ranking: number; image?: string; name?: string };
export type MediaRecord = BaseRecord & { filename: string; file?: string; description?: string };
export type SayingRecord = BaseRecord & { text: string; author?: string; week?: string };
export type FactRecord = BaseRecord & { text: string };
/** The one `school` record; every field may be empty. */
export type SchoolRecord = BaseRecord &
  Partial<
    Record<
      | 'name'
      | 'short_name'
      | 'school_type'
      | 'street'
      | 'postcode'
      | 'city'
      | 'phone'
      | 'email'
      | 'logo'
      | 'accent_color'
      | 'owner'
      | 'representative'
      | 'authority'
      | 'privacy_contact'
      | 'hosting'
      | 'a11y_status'
      | 'a11y_gaps'
      | 'a11y_checked',
      string
    >
  >;
