import { decodeJwt } from 'jose';
import STAFF from '../../../pocketbase/pb_hooks/staff.json';
import type { FormErrors } from './form-schema';

/** PocketBase's limits for a password (bcrypt reads at most 72 bytes; PocketBase takes 8 to 71 characters). */
export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 71;
/** The longest e-mail address the staff forms take. */
export const MAX_EMAIL = 200;

/** A new password as typed twice (an invitation, a forgotten password): the German message at its field. */
export function checkNewPassword(password: string, confirm: string): FormErrors {
  if (password.length < MIN_PASSWORD) return { password: `Das Passwort braucht mindestens ${MIN_PASSWORD} Zeichen.` };
  if (password.length > MAX_PASSWORD)
    return { password: `Das Passwort ist zu lang (höchstens ${MAX_PASSWORD} Zeichen).` };
  if (password !== confirm) return { passwordConfirm: STAFF.passwordsDiffer };
  return {};
}

/**
 * The address an invitation's token is for (PocketBase's verification token carries it), to show on its page; never
 * trusted for anything else (PocketBase checks the token when it is used). undefined when it cannot be read.
 */
export function invitedAddress(token: string): string | undefined {
  try {
    const { email } = decodeJwt(token);
    return typeof email === 'string' && email.length <= MAX_EMAIL ? email : undefined;
  } catch {
    return undefined;
  }
}
