import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { PUSH_MESSAGES } from '../../src/features/parents/rules/push-choice';
import { PUSH_PRIVACY_HREF } from '../../src/features/parents/rules/push-privacy';
import { classDisplayName, seedClasses } from '../e2e/seed-facts';
import { PUBLIC_PAGES } from '../helpers/contract';
import { vapidKeys } from '../helpers/vapid';
import { get, startWorker } from '../helpers/worker';

/** contract.md "Telling parents": /benachrichtigungen and the footer link every page carries. */

let withKeys: Miniflare;
let withoutKeys: Miniflare;

const footer = (html: string) => /<footer[^>]*>[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

beforeAll(async () => {
  withKeys = await startWorker({ POCKETBASE_URL: inject('pocketbaseUrl'), ...(await vapidKeys()) });
  withoutKeys = await startWorker({ POCKETBASE_URL: inject('pocketbaseUrl') });
});
afterAll(async () => {
  await withKeys?.dispose();
  await withoutKeys?.dispose();
});

describe('/benachrichtigungen', () => {
  test('answers 200 with its title, what parents get, every shown class as a checkbox and "Ganze Schule"', async () => {
    const { response, text: html } = await get(withKeys, '/benachrichtigungen');
    expect(response.status).toBe(200);
    expect(html).toMatch(/<title>Benachrichtigungen - [^<]+<\/title>/);
    const page = text(html);
    expect(page).toContain('ein neuer Beitrag für die gewählten Klassen oder die ganze Schule erscheint');
    expect(page).toContain('ein Termin in den nächsten 14 Tagen in den Kalender kommt oder sich sein Datum ändert');
    expect(page).toContain('Ganze Schule (jede Nachricht)');
    for (const cls of seedClasses) {
      expect(html).toMatch(new RegExp(`<input[^>]*type="checkbox"[^>]*value="${cls.id}"`));
      expect(page).toContain(classDisplayName(cls));
    }
    expect(html).toContain(`href="${PUSH_PRIVACY_HREF}"`);
    expect(html.match(/<div data-push-phase="pending">/g)).toHaveLength(1);
  });

  test('without JavaScript it stays "pending": it says what notifications need, and its buttons are not shown', async () => {
    const { text: html } = await get(withKeys, '/benachrichtigungen');
    expect(html).toContain('<div data-push-phase="pending">');
    expect(text(html)).toContain(PUSH_MESSAGES['needs-script']);
    const buttons = [...html.matchAll(/<div[^>]*data-when="([^"]*)"[^>]*><button/g)].map((match) => match[1]);
    expect(buttons).toEqual(['off denied on']);
  });

  test('without VAPID keys it says notifications are not set up yet, and lists no choice', async () => {
    const { response, text: html } = await get(withoutKeys, '/benachrichtigungen');
    expect(response.status).toBe(200);
    expect(text(html)).toContain('Benachrichtigungen sind für diese Website noch nicht eingerichtet.');
    expect(html).not.toContain('type="checkbox"');
  });
});

describe('footer', () => {
  test.each(PUBLIC_PAGES)('%s links /benachrichtigungen in its footer', async (path) => {
    const { text: html } = await get(withKeys, path);
    expect(footer(html)).toContain('<a href="/benachrichtigungen">Benachrichtigungen</a>');
  });
});
