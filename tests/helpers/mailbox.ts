import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import PocketBase, { ClientResponseError } from 'pocketbase';

/** A mail as the run's mailbox received it (tests/setup/global-setup.ts, scripts/lib/mail-catcher.mjs). */
export type SavedMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  links: string[];
  receivedAt: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const read = new Map<string, SavedMail>();

/** Every mail received so far, oldest first; each file is read once per process. */
export function allMails(): SavedMail[] {
  const dir = inject('mailDir');
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  for (const name of names) {
    if (!read.has(name)) read.set(name, JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as SavedMail);
  }
  return names.map((name) => read.get(name)!);
}

/** The newest mail `match` accepts, received before or within `timeoutMs` of the call. */
export async function waitForMail(match: (mail: SavedMail) => boolean, timeoutMs = 15_000): Promise<SavedMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = allMails().filter(match).at(-1);
    if (found) return found;
    if (Date.now() > until) throw new Error(`keine passende E-Mail in ${timeoutMs} ms`);
    await sleep(200);
  }
}

/** Where a test reads a sign-in code from: the run's mailbox, or a file's own (scripts/lib/mail-catcher.mjs). */
export type CodeReader = (email: string, otpId: string) => Promise<string>;

type Mail = { to: string[]; text: string };
const isCodeMail = (email: string, otpId: string) => (mail: Mail) =>
  mail.to.includes(email.toLowerCase()) && mail.text.includes(`Anfrage ${otpId}`);
function codeIn(mail: Mail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`kein Code in der E-Mail an ${mail.to.join(', ')}`);
  return code;
}

/** The sign-in code PocketBase mailed to `email` for the request `otpId` (its mail names it), in the run's mailbox. */
export const signInCodeFor: CodeReader = async (email, otpId) => codeIn(await waitForMail(isCodeMail(email, otpId)));

/** The same, from a mailbox of a file's own. */
export const codesIn =
  (mailbox: { waitFor: (match: (mail: Mail) => boolean) => Promise<Mail> }): CodeReader =>
  async (email, otpId) =>
    codeIn(await mailbox.waitFor(isCodeMail(email, otpId)));

/**
 * Signs `pb` in with a password, as PocketBase's API does it: with the mailed code when the account needs a second
 * factor (editors and admins), without one otherwise.
 */
export async function signInWithPassword(
  pb: PocketBase,
  email: string,
  password: string,
  codes: CodeReader = signInCodeFor,
): Promise<PocketBase> {
  try {
    await pb.collection('users').authWithPassword(email, password);
    return pb;
  } catch (error) {
    const mfaId = error instanceof ClientResponseError ? (error.response as { mfaId?: string }).mfaId : undefined;
    if (!mfaId) throw error;
    const { otpId } = await pb.collection('users').requestOTP(email);
    await pb.collection('users').authWithOTP(otpId, await codes(email, otpId), { mfaId });
    return pb;
  }
}
