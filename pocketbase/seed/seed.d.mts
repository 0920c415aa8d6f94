import type { SchoolRecord } from '../../src/lib/content/records';

export function seed(
  baseUrl: string,
  superuser: { email: string; password: string },
  options?: { now?: Date },
): Promise<{ seeded: boolean; created: number }>;
export function describeSeed(summary: { seeded: boolean; created: number }): string;

type StaffAccount = { email: string; password: string; name: string; role: '' | 'author' | 'editor' };
/** The demo's editor (role editor); owns the demo's posts and calendar entries. */
export const STAFF: StaffAccount;
/** The demo's author (role author). */
export const AUTHOR: StaffAccount;
/** A demo account without a role: reads the dashboard only. */
export const READER: StaffAccount;
export const STAFF_ID: string;
export const AUTHOR_ID: string;
export const READER_ID: string;
export const POST_IDS: Record<
  | 'hostile'
  | 'pinned'
  | 'withoutFiles'
  | 'archivedPost'
  | 'archivedProject'
  | 'project'
  | 'currentProject'
  | 'creative'
  | 'event'
  | 'foreignImage'
  | 'longWords'
  | 'longFileName'
  | 'draft'
  | 'inReview'
  | 'scheduled',
  string
>;
export const CLASS_IDS: Record<'firstA' | 'secondB' | 'thirdA' | 'fourthA' | 'graduating', string>;
export const CALENDAR_IDS: Record<'countdown' | 'pastCountdown' | 'allDayAtUtcMidnight' | 'draft', string>;
export const CAROUSEL_WITHOUT_IMAGE: string;
/** The demo `school` record's fields, as PocketBase stores them. */
export const DEMO_SCHOOL: Record<
  Exclude<keyof SchoolRecord, 'id' | 'collectionId' | 'created' | 'updated' | 'logo'>,
  string
>;
