import { request as httpRequest } from 'node:http';
import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { AUTHOR } from '../../pocketbase/seed/seed.mjs';
import { SIGNED_OUT_FORMS_PER_HOUR } from '../../src/lib/domain/staff-cookies';
import { superuserOf } from '../helpers/seeded-pocketbase';
import { newStaffAccount } from '../helpers/staff-sign-in';
import { vapidKeys } from '../helpers/vapid';
import { get, startWorker } from '../helpers/worker';

// contract.md, "Dashboard": a form that could not be saved comes back only to the browser that sent it; a form posted
// without any session is refused before its body is read; every body is limited as it arrives.
const ORIGIN = 'http://127.0.0.1:8787';
let site: Miniflare;
/** The teacher whose typing is kept: an author of this file's own (the other browser signs in as the seeded one). */
let TYPIST: { email: string; password: string };

beforeAll(async () => {
  TYPIST = await newStaffAccount(await superuserOf(inject('pocketbaseUrl')), 'author');
  site = await startWorker({ POCKETBASE_URL: inject('pocketbaseUrl'), ...(await vapidKeys()) });
});
afterAll(() => site?.dispose());

/** A browser's cookie jar, as far as these tests need one: name → value, from every answer's Set-Cookie. */
class Browser {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly address = '203.0.113.5') {}

  get header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  has(name: string) {
    return this.cookies.has(name);
  }

  async fetch(path: string, init: RequestInit & { form?: Record<string, string> } = {}) {
    const { form, ...rest } = init;
    const headers: Record<string, string> = { 'cf-connecting-ip': this.address, origin: ORIGIN };
    if (this.cookies.size) headers.cookie = this.header;
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const { response, text } = await get(site, path, {
      ...rest,
      ...(form ? { method: 'POST', body: new URLSearchParams(form).toString() } : {}),
      headers: { ...headers, ...(rest.headers as Record<string, string> | undefined) },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (attributes.some((a) => /max-age=0\b/i.test(a.trim())) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return { status: response.status, location: response.headers.get('location') ?? '', text };
  }

  async signIn({ email, password }: { email: string; password: string }) {
    const answer = await this.fetch('/dash/login', { form: { email, password } });
    if (!this.has('staff_session')) throw new Error(`sign-in failed: ${answer.location}`);
  }

  /** Ends the session the way a logout in another window or an expiry does: the server forgets it, the cookie stays. */
  async endSessionElsewhere() {
    const cookie = this.cookies.get('staff_session');
    await get(site, '/dash/logout', { method: 'POST', headers: { origin: ORIGIN, cookie: `staff_session=${cookie}` } });
  }
}

const unique = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6);

describe('a form sent after its session ended', () => {
  test('comes back after signing in again, in that browser; another browser signed in as another account never sees it', async () => {
    const typist = new Browser();
    await typist.signIn(TYPIST);
    await typist.endSessionElsewhere();
    const title = `Nach Ablauf ${unique()}`;
    const answer = await typist.fetch('/dash/posts/new', {
      form: { title, description: 'Getippt', aktion: 'entwurf' },
    });
    expect(answer.status).toBe(303);
    const login = new URL(answer.location, ORIGIN);
    expect(login.pathname).toBe('/dash/login');
    const next = login.searchParams.get('next') ?? '';
    expect(next).toMatch(/^\/dash\/posts\/new\?formular=[A-Za-z0-9_-]{43}$/);
    expect(typist.has('staff_form')).toBe(true);

    await typist.signIn(TYPIST);
    const shown = await typist.fetch(next);
    expect(shown.text).toContain('Ihre Anmeldung war abgelaufen');
    expect(shown.text).toContain(`value="${title}"`);

    const stranger = new Browser('198.51.100.7');
    await stranger.signIn(AUTHOR);
    const elsewhere = await stranger.fetch(next);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.text).not.toContain(title);
    expect(elsewhere.text).not.toContain('Ihre Anmeldung war abgelaufen');
  });

  test("a browser's own form cookie does not open another browser's form", async () => {
    const typist = new Browser();
    await typist.signIn(TYPIST);
    await typist.endSessionElsewhere();
    const title = `Fremdes Formular ${unique()}`;
    const next = new URL(
      (await typist.fetch('/dash/posts/new', { form: { title, aktion: 'entwurf' } })).location,
      ORIGIN,
    ).searchParams.get('next')!;

    const other = new Browser('198.51.100.8');
    await other.signIn(TYPIST);
    await other.endSessionElsewhere();
    await other.fetch('/dash/posts/new', { form: { title: 'Eigenes', aktion: 'entwurf' } });
    expect(other.has('staff_form')).toBe(true);
    await other.signIn(TYPIST);
    expect((await other.fetch(next)).text).not.toContain(title);
  });

  test(`are kept at most ${SIGNED_OUT_FORMS_PER_HOUR} an hour from one address; the next is refused in German`, async () => {
    const typist = new Browser('192.0.2.44');
    await typist.signIn(TYPIST);
    await typist.endSessionElsewhere();
    for (let i = 0; i < SIGNED_OUT_FORMS_PER_HOUR; i++) {
      const kept = await typist.fetch('/dash/posts/new', { form: { title: `Nr. ${i}`, aktion: 'entwurf' } });
      expect(new URL(kept.location, ORIGIN).searchParams.get('next'), String(i)).toMatch(/formular=/);
    }
    const refused = new URL(
      (await typist.fetch('/dash/posts/new', { form: { title: 'Zu viel', aktion: 'entwurf' } })).location,
      ORIGIN,
    );
    expect(refused.searchParams.get('fehler')).toBe('nicht-aufbewahrt');
    expect((await typist.fetch(`/dash/login?${refused.searchParams}`)).text).toContain(
      'Ihre Eingaben konnten nicht aufbewahrt werden',
    );
  });
});

/**
 * Sends the start of a chunked body to the worker's own socket (workerd, as Cloudflare streams it; wrangler dev's local
 * proxy would buffer it) and waits for the answer without ever ending the body.
 */
async function answerBeforeBodyEnds(path: string, headers: Record<string, string>, firstChunk: string | Buffer) {
  const url = new URL(path, await site.ready);
  return new Promise<{ status: number; location: string; body: string }>((resolve, reject) => {
    const request = httpRequest(url, { method: 'POST', headers: { origin: url.origin, ...headers } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, location: String(response.headers.location ?? ''), body });
        request.destroy();
      });
    });
    request.on('error', (error) => (error.message.includes('socket hang up') ? undefined : reject(error)));
    request.setTimeout(15_000, () => reject(new Error(`no answer to ${path} while its body was still open`)));
    request.flushHeaders();
    request.write(firstChunk);
    // The rest of the body never comes: only an answer that did not wait for it ends this test.
  });
}

describe('a dashboard form posted without any session cookie', () => {
  test.each([
    '/dash/posts/new',
    '/dash/projects/new',
    '/dash/calendar/new',
    '/dash/inhalte/teachers/new',
    '/dash/posts/post00000000001/edit',
  ])('to %s is refused before its body is read, even a slow chunked one', async (path) => {
    const answer = await answerBeforeBodyEnds(
      path,
      { 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' },
      'title=Fremder+Text&description=',
    );
    expect(answer.status).toBe(303);
    const login = new URL(answer.location, ORIGIN);
    expect(login.pathname).toBe('/dash/login');
    expect(login.searchParams.get('fehler')).toBe('nicht-angemeldet');
    expect(login.searchParams.get('next')).toBe(path);
  });
});

describe('bodies are limited as they arrive', () => {
  test('a sign-in body larger than a sign-in form is refused before it ends', async () => {
    const answer = await answerBeforeBodyEnds(
      '/dash/login',
      { 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' },
      `email=a%40b.at&password=${'x'.repeat(20_000)}`,
    );
    expect(answer.status).toBe(303);
    expect(new URL(answer.location, ORIGIN).searchParams.get('fehler')).toBe('zu-lang');
  });

  test('a notification request larger than 4 KiB is refused before it ends, in German', async () => {
    const answer = await answerBeforeBodyEnds(
      '/api/push/subscriptions',
      { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      `{"subscription":{"endpoint":"${'x'.repeat(8_000)}`,
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: 'Die Anfrage ist zu groß.' });
  });
});
