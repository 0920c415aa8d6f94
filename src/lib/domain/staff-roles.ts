import { fromViennaInput } from './dates';
import { isPublicStatus, type Publishing, type PublishingStatus, publishingState } from './publishing';

/** A staff account's role (contract.md, "Dashboard"); PocketBase's API rules enforce it, the dashboard only follows. */
export type StaffRole = '' | 'author' | 'editor';

export function toStaffRole(value: unknown): StaffRole {
  return value === 'author' || value === 'editor' ? value : '';
}

export const ROLE_LABELS: Record<StaffRole, string> = {
  '': 'nur lesen',
  author: 'Autorin / Autor',
  editor: 'Redaktion',
};

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
  if (role !== 'editor') return [];
  if (!record) return ['entwurf', 'pruefung', 'veroeffentlichen', 'planen'];
  const state = publishingState(record.publishing, now);
  if (state === 'public' || state === 'scheduled') return ['veroeffentlichen', 'planen', 'zurueckziehen', 'loeschen'];
  return ['entwurf', 'pruefung', 'veroeffentlichen', 'planen', 'loeschen'];
}

/** Whether the role may edit the site's other content (teachers, classes, carousel, …). */
export const editsOtherContent = (role: StaffRole): boolean => role === 'editor';

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
  if (role !== 'editor') return { status };
  return { status, publish_at: action === 'planen' ? (fromViennaInput(publishAt)?.toISOString() ?? '') : '' };
}
