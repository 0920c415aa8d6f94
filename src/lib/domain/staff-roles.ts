import { fromViennaInput } from './dates';
import { isPublicStatus, type Publishing, type PublishingStatus, publishingState } from './publishing';

import STAFF from '../../../pocketbase/pb_hooks/staff.json';

/** A staff account's role (contract.md, "Dashboard"); PocketBase's API rules enforce it, the dashboard only follows. */
export type StaffRole = '' | keyof typeof STAFF.roles;

const ROLE_VALUES: readonly string[] = Object.values(STAFF.roles);

export function toStaffRole(value: unknown): StaffRole {
  return typeof value === 'string' && ROLE_VALUES.includes(value) ? (value as StaffRole) : '';
}

export const ROLE_LABELS: Record<StaffRole, string> = {
  '': 'nur lesen',
  author: 'Autorin / Autor',
  editor: 'Redaktion',
  admin: 'Administration',
};

/** What each role may, in a teacher's words (the team page, the invitation form). */
export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  '': 'sieht das Dashboard und die Vorschauen, schreibt nichts',
  author: 'schreibt Beiträge und Termine als Entwurf und reicht sie zur Prüfung ein',
  editor: 'veröffentlicht, plant und bearbeitet alle Inhalte',
  admin: 'wie die Redaktion, und verwaltet die Konten des Teams',
};

/** Whether the role edits like the editors (publish, schedule, every post): editors and admins. */
export const editsAll = (role: StaffRole): boolean => role === 'editor' || role === 'admin';

/** Whether the role manages the staff accounts and reads the audit log. */
export const managesTeam = (role: StaffRole): boolean => role === 'admin';

/** What a form's buttons do, by the value they post as `aktion`. */
export type EditAction = 'entwurf' | 'pruefung' | 'veroeffentlichen' | 'planen' | 'zurueckziehen' | 'loeschen';

export const ACTION_LABELS: Record<EditAction, string> = {
  entwurf: 'Als Entwurf speichern',
  pruefung: 'Zur Prüfung einreichen',
  veroeffentlichen: 'Veröffentlichen',
  planen: 'Planen',
  zurueckziehen: 'Zurückziehen',
  loeschen: 'Löschen',
};

/** What each action leaves behind: the record's status and, for a scheduled one, its publishing time. */
export const ACTION_STATUS: Record<Exclude<EditAction, 'loeschen'>, PublishingStatus> = {
  entwurf: 'draft',
  pruefung: 'review',
  veroeffentlichen: 'published',
  planen: 'published',
  zurueckziehen: 'draft',
};

/** A post or calendar entry as far as roles care: who made it and whether visitors see it (or will). */
export type OwnedRecord = { owner: string; publishing: Publishing };

/** Whether an author may still change the record: their own, a draft or in review. */
function isAuthorsOwnUnpublished(record: OwnedRecord, userId: string): boolean {
  const { status } = record.publishing;
  return record.owner === userId && !isPublicStatus(status);
}

/**
 * The actions a role has on a post or calendar entry (`record` undefined: a new one), in the order the form shows
 * them. The same rules as PocketBase's (pocketbase/schema/roles.cjs); those decide, this only hides what would fail.
 */
export function allowedActions(
  role: StaffRole,
  record: OwnedRecord | undefined,
  userId: string,
  now: Date,
): EditAction[] {
  if (role === 'author') {
    if (!record) return ['entwurf', 'pruefung'];
    return isAuthorsOwnUnpublished(record, userId) ? ['entwurf', 'pruefung', 'loeschen'] : [];
  }
  if (!editsAll(role)) return [];
  if (!record) return ['entwurf', 'pruefung', 'veroeffentlichen', 'planen'];
  const state = publishingState(record.publishing, now);
  if (state === 'public' || state === 'scheduled') return ['veroeffentlichen', 'planen', 'zurueckziehen', 'loeschen'];
  return ['entwurf', 'pruefung', 'veroeffentlichen', 'planen', 'loeschen'];
}

/** Whether the role may edit the site's other content (teachers, classes, carousel, …). */
export const editsOtherContent = (role: StaffRole): boolean => editsAll(role);

/**
 * Status and publishing time an action writes. Authors never send publish_at (PocketBase refuses it from them);
 * editors clear it unless they schedule (`publishAt`: the form's Vienna time).
 */
export function publishingFields(
  action: Exclude<EditAction, 'loeschen'>,
  role: StaffRole,
  publishAt: string,
): { status: string; publish_at?: string } {
  const status = ACTION_STATUS[action];
  if (!editsAll(role)) return { status };
  return { status, publish_at: action === 'planen' ? (fromViennaInput(publishAt)?.toISOString() ?? '') : '' };
}
