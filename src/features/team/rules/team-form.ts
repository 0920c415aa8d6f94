import * as v from 'valibot';
import AUDIT from '../../../../pocketbase/pb_hooks/audit.json';
import { type FormErrors, formErrors } from '../../../lib/domain/form-schema';
import type { FormReader } from '../../../lib/domain/form-reader';
import { type StaffRole, toStaffRole } from '../../../lib/domain/staff-roles';
import { MAX_EMAIL } from '../../../lib/domain/staff-passwords';

/** The team's forms (contract.md, "Staff accounts and sign-in"): what an admin types to invite and change accounts. */

/** The button an account's form posts as `aktion`. */
export type TeamAction = 'einladen' | 'speichern' | 'deaktivieren' | 'aktivieren' | 'einladung' | 'entfernen';
export const TEAM_ACTIONS: readonly TeamAction[] = [
  'einladen',
  'speichern',
  'deaktivieren',
  'aktivieren',
  'einladung',
  'entfernen',
];
export const TEAM_ACTION_LABELS: Record<TeamAction, string> = {
  einladen: 'Einladen',
  speichern: 'Speichern',
  deaktivieren: 'Deaktivieren',
  aktivieren: 'Wieder aktivieren',
  einladung: 'Einladung erneut senden',
  entfernen: 'Konto entfernen',
};

/** The roles an admin can give, in the order the form offers them. */
export const GIVEN_ROLES: readonly StaffRole[] = ['author', 'editor', 'admin', ''];

export const MAX_NAME = 100;

export type InviteValues = { email: string; name: string; role: StaffRole };
export type AccountValues = { name: string; role: StaffRole };

export function readInvite(form: FormReader): InviteValues {
  return {
    email: form.text('email', MAX_EMAIL + 1).trim(),
    name: form.text('name', MAX_NAME + 1).trim(),
    role: toStaffRole(form.text('role', 20)),
  };
}

export function readAccount(form: FormReader): AccountValues {
  return { name: form.text('name', MAX_NAME + 1).trim(), role: toStaffRole(form.text('role', 20)) };
}

const NAME = v.pipe(
  v.string(),
  v.minLength(1, 'Bitte geben Sie den Namen an, mit dem die Person im Dashboard erscheint.'),
  v.maxLength(MAX_NAME, `Der Name ist zu lang (höchstens ${MAX_NAME} Zeichen).`),
);
const EMAIL = v.pipe(
  v.string(),
  v.minLength(1, 'Bitte geben Sie die E-Mail-Adresse an.'),
  v.maxLength(MAX_EMAIL, `Die E-Mail-Adresse ist zu lang (höchstens ${MAX_EMAIL} Zeichen).`),
  v.email('Das ist keine gültige E-Mail-Adresse (etwa vorname.nachname@schule.at).'),
);

const INVITE_SCHEMA = v.object({ email: EMAIL, name: NAME, role: v.string() });
const ACCOUNT_SCHEMA = v.object({ name: NAME, role: v.string() });

export const checkInvite = (values: InviteValues): FormErrors =>
  formErrors(INVITE_SCHEMA, values, (path) => String(path[0] ?? 'form'));
export const checkAccount = (values: AccountValues): FormErrors =>
  formErrors(ACCOUNT_SCHEMA, values, (path) => String(path[0] ?? 'form'));

/** How an account signs in, as PocketBase's hooks record it (`users.sign_in_method`), in a teacher's words. */
export function signInMethodLabel(method: string): string {
  if (method === 'password') return 'Passwort';
  if (method === 'otp') return 'Passwort und Code per E-Mail';
  if (method === 'oauth2') return 'Schulkonto (Microsoft/Google)';
  return method ? `Schulkonto (${method})` : '–';
}

export type AuditAction = keyof typeof AUDIT.actions;
export const AUDIT_ACTIONS = AUDIT.actions as Record<AuditAction, string>;
export const isAuditAction = (value: string): value is AuditAction => Object.hasOwn(AUDIT.actions, value);
export const AUDIT_KEPT_MONTHS = AUDIT.keptMonths;
export const AUDIT_COLLECTION = AUDIT.collection;
