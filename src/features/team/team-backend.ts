import { base64url } from 'jose';
import type { RecordModel } from 'pocketbase';
import {
  deleteRecord,
  NOT_UNIQUE_MESSAGE,
  pageAsStaff,
  postAsStaff,
  saveRecord,
  type WriteProblem,
} from '../../lib/content/editing';
import { type StaffRole, toStaffRole } from '../../lib/domain/staff-roles';
import { bindFilter } from '../../lib/content/client';
import { AUDIT_COLLECTION, type AuditAction, type InviteValues, isAuditAction } from './rules/team-form';

/** A staff account as the team page shows it. */
export type TeamMember = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  /** Invited, the invitation not yet taken up. */
  invited: boolean;
  deactivated: boolean;
  lastSignIn: string;
  signInMethod: string;
  /** The account's own choice (/dash/konto): no mails about posts and entries. */
  mailsOff: boolean;
};

const ACCOUNT_FIELDS = 'id,email,name,role,verified,deactivated,last_sign_in,sign_in_method,mails_off';

const memberOf = (record: RecordModel): TeamMember => ({
  id: record.id,
  email: String(record.email ?? ''),
  name: String(record.name ?? ''),
  role: toStaffRole(record.role),
  invited: record.verified !== true,
  deactivated: record.deactivated === true,
  lastSignIn: String(record.last_sign_in ?? ''),
  signInMethod: String(record.sign_in_method ?? ''),
  mailsOff: record.mails_off === true,
});

/** Every staff account the admin sees (PocketBase shows them only to admins), by name. @throws when PocketBase cannot */
export async function listTeam(token: string): Promise<TeamMember[]> {
  const members: TeamMember[] = [];
  for (let page = 1; ; page++) {
    const result = await pageAsStaff(token, 'users', {
      page,
      perPage: 200,
      sort: 'name,email',
      fields: ACCOUNT_FIELDS,
    });
    members.push(...result.items.map(memberOf));
    if (page >= result.totalPages) return members;
  }
}

/** One account, or undefined when PocketBase shows none by that id to this admin. @throws when PocketBase cannot */
export async function getMember(token: string, id: string): Promise<TeamMember | undefined> {
  const result = await pageAsStaff(token, 'users', {
    page: 1,
    perPage: 1,
    sort: 'created',
    filter: bindFilter('id = {:id}', { id }),
    fields: ACCOUNT_FIELDS,
  });
  const record = result.items[0];
  return record ? memberOf(record) : undefined;
}

/** What an invitation gave: the account, and whether its mail went out (PocketBase's mail server's words if not). */
export type Invited = { ok: true; id: string; mailError?: string } | { ok: false; problem: WriteProblem };

/** A password nobody knows: the account signs in only once the invitation set one (or through the school's provider). */
const unknownPassword = () => base64url.encode(crypto.getRandomValues(new Uint8Array(48)));

const withEmailTaken = (problem: WriteProblem): WriteProblem =>
  problem.fields.email === NOT_UNIQUE_MESSAGE
    ? {
        ...problem,
        fields: { ...problem.fields, email: 'Zu dieser E-Mail-Adresse gibt es schon ein Konto oder eine Einladung.' },
      }
    : problem;

/**
 * Invites a colleague as the admin: the account (not verified, with a password nobody knows), then the invitation
 * mail through PocketBase's route (pocketbase/pb_hooks/staff.pb.js). Never throws.
 */
export async function invite(token: string, values: InviteValues): Promise<Invited> {
  const password = unknownPassword();
  const created = await saveRecord(token, 'users', undefined, {
    email: values.email,
    name: values.name,
    role: values.role,
    emailVisibility: false,
    password,
    passwordConfirm: password,
  });
  if (!created.ok) return { ok: false, problem: withEmailTaken(created.problem) };
  const sent = await sendInvitation(token, created.record.id);
  return sent === true ? { ok: true, id: created.record.id } : { ok: true, id: created.record.id, mailError: sent };
}

/** (Re)sends an account's invitation. true, or what went wrong, in German. Never throws. */
export async function sendInvitation(token: string, id: string): Promise<true | string> {
  const answer = await postAsStaff(token, `/api/site/staff/${encodeURIComponent(id)}/invitation`);
  if (answer.ok) return true;
  if (answer.status === 0) return 'PocketBase ist gerade nicht erreichbar.';
  return /[äöüß„]/i.test(answer.message) ? answer.message : 'PocketBase hat die Einladung nicht gesendet.';
}

/** Changes an account (name, role, deactivated) as the admin; PocketBase's rules and hooks decide. Never throws. */
export const updateMember = (token: string, id: string, body: Record<string, unknown>) =>
  saveRecord(token, 'users', id, body);

/** Removes an account as the admin. Never throws. */
export const removeMember = (token: string, id: string) => deleteRecord(token, 'users', id);

/** One entry of the audit log, as the team's log page shows it. */
export type AuditEntry = {
  id: string;
  created: string;
  action: AuditAction;
  actorId: string;
  actorName: string;
  targetCollection: string;
  targetId: string;
  targetLabel: string;
  details: Record<string, unknown>;
};

/** What the log page filters by: an action, a person (who acted or whom it concerned), a period (Vienna dates). */
export type AuditFilter = { action?: AuditAction; person?: string; from?: Date; until?: Date };

export const AUDIT_PAGE_SIZE = 50;

/** A page of the audit log, newest first (PocketBase shows it to admins only). @throws when PocketBase cannot */
export async function listAudit(
  token: string,
  filter: AuditFilter,
  page: number,
): Promise<{ entries: AuditEntry[]; totalPages: number; totalItems: number; page: number }> {
  const parts: string[] = [];
  const params: Record<string, unknown> = {};
  if (filter.action) {
    parts.push('action = {:action}');
    params.action = filter.action;
  }
  if (filter.person) {
    parts.push('(actor = {:person} || (target_collection = "users" && target_id = {:person}))');
    params.person = filter.person;
  }
  if (filter.from) {
    parts.push('created >= {:from}');
    params.from = filter.from.toISOString().replace('T', ' ');
  }
  if (filter.until) {
    parts.push('created < {:until}');
    params.until = filter.until.toISOString().replace('T', ' ');
  }
  const result = await pageAsStaff(token, AUDIT_COLLECTION, {
    page,
    perPage: AUDIT_PAGE_SIZE,
    sort: '-created,-id',
    ...(parts.length ? { filter: bindFilter(parts.join(' && '), params) } : {}),
  });
  const entries = result.items
    .filter((record) => isAuditAction(String(record.action)))
    .map((record) => ({
      id: record.id,
      created: String(record.created ?? ''),
      action: record.action as AuditAction,
      actorId: String(record.actor ?? ''),
      actorName: String(record.actor_name ?? ''),
      targetCollection: String(record.target_collection ?? ''),
      targetId: String(record.target_id ?? ''),
      targetLabel: String(record.target_label ?? ''),
      details: record.details && typeof record.details === 'object' ? (record.details as Record<string, unknown>) : {},
    }));
  return { entries, totalPages: result.totalPages, totalItems: result.totalItems, page: result.page };
}
