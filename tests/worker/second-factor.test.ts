import type { Miniflare } from 'miniflare';
import PocketBase, { ClientResponseError } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import STAFF from '../../pocketbase/pb_hooks/staff.json';
import { CODE_COOKIE, formatCodeStep } from '../../src/lib/domain/staff-cookies';
import { signInCodeFor, waitForMail } from '../helpers/mailbox';
import { seededPocketBaseFor, superuserOf } from '../helpers/seeded-pocketbase';
import { cookieOf, newStaffAccount } from '../helpers/staff-sign-in';
import { get, startWorker } from '../helpers/worker';

// contract.md, "Staff accounts and sign-in": a password sign-in of an editor or an admin also asks for a one-time
// code that PocketBase mails (its MFA and OTP); an author's does not. Against a PocketBase of this file's own, whose
// mails arrive in the run's mailbox.
const ORIGIN = 'http://127.0.0.1:8787';
const pocketbase = seededPocketBaseFor('second-factor');
let worker: Miniflare;
let superuser: PocketBase;

beforeAll(async () => {
  superuser = await superuserOf(pocketbase.url);
  worker = await startWorker({ POCKETBASE_URL: pocketbase.url });
});
afterAll(() => worker?.dispose());

const post = (path: string, fields: Record<string, string>, cookie?: string) =>
  get(worker, path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  });

const cookieNamed = cookieOf;

/** The password step: where it leads, the code cookie it set, and the code's id in it. */
async function passwordStep(account: { email: string; password: string }, next?: string) {
  const { response } = await post('/dash/login', { ...account, ...(next ? { next } : {}) });
  const code = cookieNamed(response, CODE_COOKIE);
  const otpId = code ? decodeURIComponent(code.split('=')[1]!).split('.')[2] : undefined;
  return { response, code, otpId, location: response.headers.get('location') ?? '' };
}

describe('an editor signing in with a password', () => {
  test('is asked for the mailed code, and signed in with it to where they were going', async () => {
    const editor = await newStaffAccount(superuser, 'editor');
    const step = await passwordStep(editor, '/dash/teachers');
    expect(step.location).toBe(`/dash/login/code?email=${encodeURIComponent(editor.email)}`);
    expect(cookieNamed(step.response, 'staff_session')).toBeUndefined();
    expect(step.response.headers.getSetCookie().find((l) => l.startsWith(CODE_COOKIE))).toMatch(
      /Path=\/dash\/login; HttpOnly; SameSite=Strict/,
    );

    const page = await get(worker, step.location, { headers: { cookie: step.code! } });
    expect(page.text).toContain('Anmeldecode eingeben');
    expect(page.text).toContain(`an ${editor.email}`);
    expect(page.text).toContain('autoComplete="one-time-code"');

    const mail = await waitForMail((m) => m.to.includes(editor.email) && m.text.includes(`Anfrage ${step.otpId}`));
    expect(mail.subject).toBe('Ihr Anmeldecode für die Website von Mittelschule Sonnenberg');
    expect(mail.text).toContain(`Er gilt ${STAFF.secondFactor.codeMinutes} Minuten`);
    const code = await signInCodeFor(editor.email, step.otpId!);
    // Typed with a space, as a code is often read out of a mail.
    const done = await post('/dash/login/code', { code: `${code.slice(0, 3)} ${code.slice(3)}` }, step.code);
    expect(done.response.headers.get('location')).toBe('/dash/teachers');
    const session = cookieNamed(done.response, 'staff_session');
    expect(session).toBeDefined();
    expect(done.response.headers.getSetCookie().find((l) => l.startsWith(`${CODE_COOKIE}=;`))).toBeDefined();
    const start = await get(worker, '/dash/start', { headers: { cookie: session! } });
    expect(start.response.status).toBe(200);
    expect(start.text).toContain(editor.name);

    const log = await superuser
      .collection('audit_log')
      .getFullList({ filter: superuser.filter('action = "sign_in" && target_id = {:id}', { id: editor.id }) });
    expect(log).toHaveLength(1);
  });

  test('a wrong code is refused with a German message and signs nobody in; the right one still works', async () => {
    const admin = await newStaffAccount(superuser, 'admin');
    const step = await passwordStep(admin);
    const right = await signInCodeFor(admin.email, step.otpId!);
    const wrong = String((Number(right) + 1) % 10 ** STAFF.secondFactor.codeLength).padStart(6, '0');
    for (const typed of [wrong, 'abcdef', '']) {
      const refused = await post('/dash/login/code', { code: typed }, step.code);
      expect(refused.response.headers.get('location')).toBe(
        `/dash/login/code?email=${encodeURIComponent(admin.email)}&fehler=code-falsch`,
      );
      expect(cookieNamed(refused.response, 'staff_session')).toBeUndefined();
    }
    const page = await get(worker, `/dash/login/code?email=x%40y.at&fehler=code-falsch`);
    expect(page.text).toContain('Dieser Code stimmt nicht oder ist abgelaufen.');
    const done = await post('/dash/login/code', { code: right }, step.code);
    expect(done.response.headers.get('location')).toBe('/dash/start');
    expect(cookieNamed(done.response, 'staff_session')).toBeDefined();
  });

  test('a code step that ended (or never began here) sends them back to sign in again', async () => {
    const editor = await newStaffAccount(superuser, 'editor');
    const step = await passwordStep(editor);
    const [mfaId, otpId] = decodeURIComponent(step.code!.split('=')[1]!).split('.').slice(1, 3) as [string, string];
    const code = await signInCodeFor(editor.email, otpId);
    const ended = formatCodeStep({ mfaId, otpId, email: editor.email, next: '/dash/start', expiresAt: Date.now() - 1 });
    for (const cookie of [`${CODE_COOKIE}=${ended}`, undefined]) {
      const refused = await post('/dash/login/code', { code }, cookie);
      expect(refused.response.headers.get('location')).toBe('/dash/login?fehler=code-abgelaufen');
      expect(cookieNamed(refused.response, 'staff_session')).toBeUndefined();
    }
    const login = await get(worker, '/dash/login?fehler=code-abgelaufen');
    expect(login.text).toContain('Die Zeit für den Anmeldecode ist abgelaufen.');
  });

  test('a code PocketBase let expire is refused, though the step in the browser still runs', async () => {
    const users = await superuser.collections.getOne('users');
    // The shortest lifetime PocketBase allows, for this test; the other tests' codes live as configured.
    await superuser.collections.update('users', { otp: { ...users.otp, duration: 10 } });
    try {
      const editor = await newStaffAccount(superuser, 'editor');
      const step = await passwordStep(editor);
      const code = await signInCodeFor(editor.email, step.otpId!);
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      const refused = await post('/dash/login/code', { code }, step.code);
      expect(refused.response.headers.get('location')).toBe(
        `/dash/login/code?email=${encodeURIComponent(editor.email)}&fehler=code-falsch`,
      );
      expect(cookieNamed(refused.response, 'staff_session')).toBeUndefined();
    } finally {
      await superuser.collections.update('users', { otp: users.otp });
    }
  }, 40_000);

  test("PocketBase's own API asks for the second factor too: a password alone gives no token", async () => {
    const editor = await newStaffAccount(superuser, 'editor');
    const refused = await new PocketBase(pocketbase.url)
      .collection('users')
      .authWithPassword(editor.email, editor.password)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ClientResponseError);
    expect((refused as ClientResponseError).status).toBe(401);
    expect((refused as ClientResponseError).response).toHaveProperty('mfaId');
  });
});

test('an author signs in with the password alone', async () => {
  const author = await newStaffAccount(superuser, 'author');
  const step = await passwordStep(author);
  expect(step.location).toBe('/dash/start');
  expect(step.code).toBeUndefined();
  expect(cookieNamed(step.response, 'staff_session')).toBeDefined();
});
