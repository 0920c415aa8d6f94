import path from 'node:path';
import type { Miniflare } from 'miniflare';
import { unstable_readConfig } from 'wrangler';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { CROWD_WINDOW_MS, LIMITS, WINDOW_MS } from '../../src/lib/domain/login-throttle';
import * as staffCookies from '../../src/lib/domain/staff-cookies';
import { LOG_RETENTION_DAYS, LOGGED_FACTS } from '../../src/lib/platform/log';
import { MAX_BOUNCES, UNCONFIRMED_DAYS } from '../../src/features/parents/rules/parent-mails';
import {
  MAIL_KEPT_DATA,
  MAIL_PRIVACY_SECTION,
  MAIL_RETENTION,
  PUSH_KEPT_DATA,
  PUSH_PRIVACY_SECTION,
  PUSH_RETENTION_DAYS,
  PUSH_SERVICES,
} from '../../src/features/parents/rules/push-privacy';
import { get, startWorker } from '../helpers/worker';
import AUDIT from '../../pocketbase/pb_hooks/audit.json';
import STAFF from '../../pocketbase/pb_hooks/staff.json';

/** The Datenschutz page states what the code does: its numbers and names are the code's own constants. */

let worker: Miniflare;
let text = '';
let html = '';

beforeAll(async () => {
  worker = await startWorker({ POCKETBASE_URL: inject('pocketbaseUrl') });
  const page = await get(worker, '/datenschutz');
  expect(page.response.status).toBe(200);
  html = page.text;
  text = page.text
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
});
afterAll(async () => {
  await worker?.dispose();
});

describe('Datenschutz page', () => {
  test('names the session cookie, what it holds and how long it lives', () => {
    expect(text).toContain(
      `${staffCookies.SESSION_COOKIE} enthält nur eine zufällige Kennung der Sitzung (256 Bit), nicht das Anmelde-Token.`,
    );
    expect(text).toContain(
      `gilt höchstens ${staffCookies.SESSION_MAX_DAYS + staffCookies.SESSION_COOKIE_GRACE_DAYS} Tage`,
    );
    expect(text).toContain(`die Sitzung selbst höchstens ${staffCookies.SESSION_MAX_DAYS}`);
  });

  test('names the form cookie, where it is sent, what it holds and how long it lives', () => {
    expect(text).toContain(
      `${staffCookies.FORM_COOKIE} wird nur gesetzt, wenn ein Formular im Mitarbeiterbereich nicht gespeichert`,
    );
    expect(text).toContain(`Es wird nur an ${staffCookies.FORM_COOKIE_PATH} gesendet`);
    expect(text).toContain(`gilt ${staffCookies.FORM_COOKIE_MINUTES} Minuten`);
  });

  test('says how long a form that could not be saved is kept, with what, and how many', () => {
    expect(text).toContain(`mit Ihren Eingaben höchstens ${staffCookies.FORM_COOKIE_MINUTES} Minuten auf`);
    expect(text).toContain(`(höchstens ${staffCookies.SIGNED_OUT_FORMS_PER_HOUR})`);
  });

  test('names the device cookie, where it is sent, what it holds and how long it lives', () => {
    expect(text).toContain(`${staffCookies.DEVICE_COOKIE} wird nach jeder erfolgreichen Anmeldung gesetzt`);
    expect(text).toContain(`nur an die Anmeldeseite ${staffCookies.DEVICE_COOKIE_PATH} gesendet`);
    expect(text).toContain(`gilt ${staffCookies.DEVICE_COOKIE_DAYS} Tage ab der letzten Anmeldung`);
    expect(text).toContain(`bis zu ${staffCookies.DEVICE_ACCOUNTS_PER_BROWSER} Konten`);
    expect(text).toContain('die E-Mail-Adresse des Kontos (in Kleinbuchstaben), eine Zufallszahl');
  });

  test('names the cookies of the second factor and of the sign-in with the school’s provider', () => {
    expect(text).toContain(
      `${staffCookies.CODE_COOKIE} wird nur gesetzt, wenn nach dem Passwort ein Code per E-Mail nötig ist`,
    );
    expect(text).toContain(
      `Es wird nur an ${staffCookies.CODE_COOKIE_PATH} gesendet (HttpOnly, SameSite=Strict, bei https Secure), gilt ${STAFF.secondFactor.codeMinutes} Minuten`,
    );
    expect(text).toContain(
      `${staffCookies.PROVIDER_COOKIE} wird nur gesetzt, wenn Sie sich mit dem Microsoft- oder Google-Konto`,
    );
    expect(text).toContain(
      `(HttpOnly, SameSite=Lax, bei https Secure), gilt ${staffCookies.PROVIDER_STEP_MINUTES} Minuten`,
    );
    expect(text).toContain('ein fremdes Konto wird abgewiesen');
  });

  test('says where the session is kept, with what, and for how long', () => {
    expect(text).toContain('Durable Object von Cloudflare, das in der EU-Jurisdiktion angelegt ist');
    expect(text).toContain('Ihre E-Mail-Adresse, Ihr Name und das Anmelde-Token von PocketBase');
    expect(text).toContain(`sonst endet sie nach höchstens ${staffCookies.SESSION_MAX_DAYS} Tagen`);
    expect(text).toContain(
      `nur die Kennung Ihres Benutzerkontos bleibt noch ${staffCookies.SESSION_COOKIE_GRACE_DAYS} Tage`,
    );
  });

  test('says what sign-in attempts are counted, for how long, and the limits', () => {
    expect(text).toContain(`Gezählt werden die letzten ${WINDOW_MS / 60_000} Minuten`);
    // tests/unit/features/staff/staff-auth-store.test.ts holds the store to this promise.
    expect(text).toContain('spätestens eine Minute danach wird jeder Versuch gelöscht');
    expect(text).toContain('die eingegebene E-Mail-Adresse und die IP-Adresse');
    for (const line of [
      `${LIMITS.device} pro Browser mit Geräte-Cookie und Konto`,
      `${LIMITS.account} pro Konto aus allen anderen Browsern zusammen`,
      `${LIMITS.pair} pro Konto und IP-Adresse`,
      `${LIMITS.address} pro IP-Adresse über alle Konten`,
      `${LIMITS.crowd} aus allen Browsern ohne Geräte-Cookie zusammen, gezählt über ${CROWD_WINDOW_MS / 1000} Sekunden`,
      `${LIMITS.all} insgesamt, gezählt über ${CROWD_WINDOW_MS / 1000} Sekunden`,
    ]) {
      expect(text).toContain(line);
    }
  });

  test('says what the audit log holds, who reads it, and that it is kept as long as its hooks keep it', () => {
    expect(text).toContain('führt PocketBase ein Protokoll: Anmeldungen und fehlgeschlagene Anmeldeversuche');
    expect(text).toContain('Lesen kann es nur die Administration der Schule');
    expect(text).toContain(`jeder Eintrag wird nach ${AUDIT.keptMonths} Monaten gelöscht`);
    expect(text).toContain(`ihr Link gilt ${STAFF.invitationDays} Tage (Einladung)`);
  });

  test('says that readers get no cookie and where the colour choice stays', () => {
    expect(text).toContain('wer die Website nur liest, bekommt keines');
    expect(text).toContain('color_scheme');
    expect(text).not.toContain('das das Anmelde-Token enthält');
  });

  test('says what the logs hold, that Cloudflare adds nothing personal, and how long they are kept', () => {
    for (const fact of LOGGED_FACTS) expect(text).toContain(fact);
    expect(text).toContain(
      'Cloudflares eigene Aufrufprotokolle, die solche Angaben enthielten, sind für diese Website abgeschaltet',
    );
    expect(text).toContain(
      `löscht die Protokolle nach ${LOG_RETENTION_DAYS.free} Tagen (Workers-Tarif Free) bzw. ${LOG_RETENTION_DAYS.paid} Tagen`,
    );
  });

  test('what the page promises about logs is what wrangler.toml and the request log do', async () => {
    const { observability } = unstable_readConfig({ config: path.join(import.meta.dirname, '../../wrangler.toml') });
    expect(observability).toMatchObject({ enabled: true, redact_query_string: true, logs: { invocation_logs: false } });
    const lines: string[] = [];
    const logged = await startWorker(
      { POCKETBASE_URL: inject('pocketbaseUrl') },
      { onLog: (line) => lines.push(line) },
    );
    try {
      await get(logged, '/suche?q=Geheimnis');
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await logged.dispose();
    }
    const request = lines.map((line) => JSON.parse(line)).find((entry) => entry.event === 'request');
    // The fields behind the page's facts, and nothing else: id; method and path; status and cache; the timings.
    expect(Object.keys(request).sort()).toEqual(
      ['backendMs', 'backendReads', 'cache', 'event', 'level', 'method', 'ms', 'path', 'requestId', 'status'].sort(),
    );
    expect(request.path).toBe('/suche');
  });

  test('has a section on notifications: what is kept and not, where, who delivers, how long, basis and withdrawal', () => {
    expect(html).toContain(`<h2 id="${PUSH_PRIVACY_SECTION}">Benachrichtigungen (Web-Push)</h2>`);
    for (const fact of [...PUSH_KEPT_DATA, ...PUSH_SERVICES]) expect(text).toContain(fact);
    expect(text).toContain('keinen Namen, keine E-Mail-Adresse und keine IP-Adresse');
    expect(text).toContain(
      'Durable Object von Cloudflare, das in der EU-Jurisdiktion angelegt ist, getrennt für jede Schule',
    );
    expect(text).toContain('Ende-zu-Ende verschlüsselt');
    expect(text).toContain(`nicht innerhalb von ${PUSH_RETENTION_DAYS} Tagen erneuert wird, löschen wir`);
    expect(text).toContain('Art. 6 Abs. 1 lit. a DSGVO');
    expect(text).toContain('jederzeit widerrufen');
    expect(html).toContain('<a href="/benachrichtigungen">Benachrichtigungen</a>');
  });

  test("has a section on parents' e-mail: what is kept, who sends and receives it, how long, how to remove it", () => {
    expect(html).toContain(`<h2 id="${MAIL_PRIVACY_SECTION}">E-Mails an Eltern</h2>`);
    for (const fact of [...MAIL_KEPT_DATA, ...MAIL_RETENTION]) expect(text).toContain(fact);
    expect(text).toContain(`${UNCONFIRMED_DAYS} Tage nach dem Eintragen`);
    expect(text).toContain(`${MAX_BOUNCES}-mal als nicht vorhanden`);
    expect(text).toContain('über den Server der Schule');
    expect(text).toContain('Auswahl ändern oder abbestellen');
  });
});
