import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type CaughtMail, mailCatcherSettings, startMailCatcher } from '../../scripts/lib/mail-catcher.mjs';
import { installParentMailKey, makeParentMailKey } from '../../scripts/lib/parent-mail-key.mjs';
import { getFreePort } from '../../scripts/lib/ports.mjs';
import { startSeededPocketBase, superuserOf } from '../helpers/seeded-pocketbase';

// pocketbase/pb_hooks/parent-mail.js: the school's PocketBase sends a parent's mail through its own SMTP server
// (here a real one on loopback, which refuses one address at RCPT as a server does for a mailbox that does not exist),
// only for the site's key, one address at a time, always with the one-click unsubscribe headers.
const dir = mkdtempSync(path.join(tmpdir(), 'schulwebsite-relay-pb-'));
const GONE = 'gibt-es-nicht@eltern.test';
let pocketbase: Awaited<ReturnType<typeof startSeededPocketBase>>;
let admin: PocketBase;
let mailbox: Awaited<ReturnType<typeof startMailCatcher>>;
const key = makeParentMailKey();

beforeAll(async () => {
  pocketbase = await startSeededPocketBase({ port: await getFreePort(), dir });
  admin = await superuserOf(pocketbase.url);
  mailbox = await startMailCatcher({ refuse: (address) => address === GONE });
  await admin.settings.update(mailCatcherSettings(mailbox.port, { senderAddress: 'website@schule.test' }));
  expect(await installParentMailKey(admin, key)).toBe(true);
  expect(await installParentMailKey(admin, key)).toBe(false);
}, 120_000);
afterAll(async () => {
  await mailbox?.stop();
  await pocketbase?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const mail = {
  to: 'mutter@eltern.test',
  subject: 'MS Sonnenberg: Lesenacht',
  text: 'Lesenacht der 2B',
  html: '<p>Lesenacht der 2B</p>',
  unsubscribe: 'https://www.schule.test/api/eltern/abmelden?t=abc',
};
const relay = (body: unknown, withKey = key) =>
  fetch(`${pocketbase.url}/api/site/parent-mail`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(withKey ? { 'X-Parent-Mail-Key': withKey } : {}) },
    body: JSON.stringify(body),
  });
const header = (caught: CaughtMail, name: string) =>
  caught.headerLines.find((line) => line.key === name.toLowerCase())?.line;

describe('the relay for parents’ mails', () => {
  test('sends one mail from the school’s sender with List-Unsubscribe and One-Click (RFC 8058)', async () => {
    expect((await relay(mail)).status).toBe(204);
    const caught = await mailbox.waitFor((m) => m.to.includes('mutter@eltern.test'));
    expect(caught.subject).toBe('MS Sonnenberg: Lesenacht');
    expect(caught.from).toContain('website@schule.test');
    expect(header(caught, 'List-Unsubscribe')).toBe(`List-Unsubscribe: <${mail.unsubscribe}>`);
    expect(header(caught, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  test('without the key, or with another, nothing is sent', async () => {
    const before = mailbox.mails.length;
    expect((await relay(mail, '')).status).toBe(403);
    expect((await relay(mail, makeParentMailKey())).status).toBe(403);
    expect((await relay({ check: true }, 'x')).status).toBe(403);
    expect((await relay({ check: true })).status).toBe(204);
    expect(mailbox.mails.length).toBe(before);
  });

  test('never two addresses, a header in the subject, or a mail without an unsubscribe address', async () => {
    const before = mailbox.mails.length;
    for (const bad of [
      { ...mail, to: 'a@eltern.test, b@eltern.test' },
      { ...mail, subject: 'Hallo\r\nBcc: fremd@example.org' },
      { ...mail, unsubscribe: '' },
      { ...mail, text: '' },
    ]) {
      expect((await relay(bad)).status).toBe(400);
    }
    expect(mailbox.mails.length).toBe(before);
  });

  test('an address the server refuses at RCPT answers 502 and says it bounced', async () => {
    const response = await relay({ ...mail, to: GONE });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ bounce: true });
  });

  test('a superuser alone reads the key’s hash', async () => {
    const response = await fetch(`${pocketbase.url}/api/collections/mail_relay/records`);
    expect(response.status).toBe(403);
  });
});
