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

/**
 * What a form's buttons do, by the value they post as `aktion`. "Speichern" keeps the record's status; every other
 * button is a named change of it (contract.md, "Dashboard").
 */
export type EditAction =
  'speichern' | 'entwurf' | 'pruefung' | 'veroeffentlichen' | 'planen' | 'zurueckziehen' | 'loeschen';

export const ACTION_LABELS: Record<EditAction, string> = {
  speichern: 'Speichern',
  entwurf: 'Als Entwurf speichern',
  pruefung: 'Zur Prüfung einreichen',
  veroeffentlichen: 'Veröffentlichen',
  planen: 'Planen',
  zurueckziehen: 'Zurückziehen',
  loeschen: 'Löschen',
};

/** What each status change leaves behind: the record's status ("Speichern" keeps it, "Löschen" leaves none). */
export const ACTION_STATUS: Record<Exclude<EditAction, 'speichern' | 'loeschen'>, PublishingStatus> = {
  entwurf: 'draft',
  pruefung: 'review',
  veroeffentlichen: 'published',
  planen: 'published',
  zurueckziehen: 'draft',
};

/** Actions that take a record visitors see off the site, and ask first (without JavaScript too). */
export const CONFIRM_TEXT: Partial<Record<EditAction | 'wiederherstellen', string>> = {
  zurueckziehen:
    'Wirklich zurückziehen? Der Eintrag wird wieder ein Entwurf und verschwindet in wenigen Sekunden von der Website.',
  wiederherstellen:
    'Diese Version ersetzt den öffentlichen Text sofort. Die jetzige Fassung bleibt in der Versionsliste. Wirklich wiederherstellen?',
};

/** The question a form shows after a button that asks first (`asked`), when the role still has that button. */
export function pendingQuestion(
  asked: string | undefined,
  actions: readonly EditAction[],
): { action: EditAction; text: string } | undefined {
  const action = actions.find((one) => one === asked);
  const text = action && CONFIRM_TEXT[action];
  return action && text ? { action, text } : undefined;
}

/** A post or calendar entry as far as roles care: who made it and whether visitors see it (or will). */
export type OwnedRecord = { owner: string; publishing: Publishing };

/** Whether an author may still change the record: their own, a draft or in review. */
function isAuthorsOwnUnpublished(record: OwnedRecord, userId: string): boolean {
  const { status } = record.publishing;
  return record.owner === userId && !isPublicStatus(status);
}

/**
 * The actions a role has on a post or calendar entry (`record` undefined: a new one), in the order the form shows
 * them: "Speichern" first on a stored record, then the status changes that state allows. The same rules as
 * PocketBase's (pocketbase/schema/roles.cjs); those decide, this only hides what would fail.
 */
export function allowedActions(
  role: StaffRole,
  record: OwnedRecord | undefined,
  userId: string,
  now: Date,
): EditAction[] {
  if (role === 'author') {
    if (!record) return ['entwurf', 'pruefung'];
    if (!isAuthorsOwnUnpublished(record, userId)) return [];
    return publishingState(record.publishing, now) === 'review'
      ? ['speichern', 'entwurf', 'loeschen']
      : ['speichern', 'pruefung', 'loeschen'];
  }
  if (!editsAll(role)) return [];
  if (!record) return ['entwurf', 'pruefung', 'veroeffentlichen', 'planen'];
  switch (publishingState(record.publishing, now)) {
    case 'public':
      return ['speichern', 'zurueckziehen', 'loeschen'];
    case 'scheduled':
      return ['speichern', 'veroeffentlichen', 'planen', 'zurueckziehen', 'loeschen'];
    case 'review':
      return ['speichern', 'veroeffentlichen', 'planen', 'entwurf', 'loeschen'];
    case 'draft':
      return ['speichern', 'veroeffentlichen', 'planen', 'pruefung', 'loeschen'];
  }
}

/**
 * Whether visitors will see the record after `action`: published or scheduled by it, or kept so by "Speichern"
 * (then every photo needs its alt text, as for publishing).
 */
export function appearsAfter(action: EditAction, stored: Publishing | undefined, now: Date): boolean {
  if (action === 'veroeffentlichen' || action === 'planen') return true;
  if (action !== 'speichern' || !stored) return false;
  const state = publishingState(stored, now);
  return state === 'public' || state === 'scheduled';
}

/** Whether the role may edit the site's other content (teachers, classes, carousel, …). */
export const editsOtherContent = (role: StaffRole): boolean => editsAll(role);

/**
 * Status and publishing time an action writes. Authors never send publish_at (PocketBase refuses it from them);
 * editors clear it unless they schedule (`publishAt`: the form's Vienna time); "Speichern" sends neither.
 */
export function publishingFields(
  action: Exclude<EditAction, 'loeschen'>,
  role: StaffRole,
  publishAt: string,
): { status?: string; publish_at?: string } {
  // Saving keeps what PocketBase holds: no status, no publishing time sent.
  if (action === 'speichern') return {};
  const status = ACTION_STATUS[action];
  if (!editsAll(role)) return { status };
  return { status, publish_at: action === 'planen' ? (fromViennaInput(publishAt)?.toISOString() ?? '') : '' };
}
