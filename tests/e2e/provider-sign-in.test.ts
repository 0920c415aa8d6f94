import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import STAFF from '../../pocketbase/pb_hooks/staff.json';
import { getFreePort } from '../../scripts/lib/ports.mjs';
import { startWorker } from '../../scripts/lib/worker.mjs';
import { seededPocketBaseFor, superuserOf } from '../helpers/seeded-pocketbase';
import { startSignInProvider } from '../helpers/sign-in-provider';
import { newStaffAccount } from '../helpers/staff-sign-in';
import { allAxeViolations } from '../helpers/browser';
import { signInCodeFor } from '../helpers/mailbox';
import { CODE_COOKIE, parseCodeStep } from '../../src/lib/domain/staff-cookies';

// contract.md, "Staff accounts and sign-in", in Chromium: "Mit Microsoft anmelden" with JavaScript and without,
// through a stand-in provider on loopback that PocketBase knows as its `microsoft` provider.
const pocketbase = seededPocketBaseFor('provider-e2e');
let site: Awaited<ReturnType<typeof startWorker>>;
let provider: Awaited<ReturnType<typeof startSignInProvider>>;
let browser: Browser;
let origin = '';
let editorName = '';
let editorAccount: { email: string; password: string };

beforeAll(async () => {
  const port = await getFreePort();
  origin = `http://127.0.0.1:${port}`;
  const superuser = await superuserOf(pocketbase.url);
  const editor = await newStaffAccount(superuser, 'editor');
  editorName = editor.name;
  editorAccount = editor;
  provider = await startSignInProvider({
    redirectUris: [`${origin}/dash/login/zurueck`],
    people: {
      kollegin: { id: 'ms-kollegin', displayName: editor.name, mail: editor.email },
      fremd: { id: 'ms-fremd', displayName: 'Fremde Person', mail: 'fremd@anderswo.test' },
    },
  });
  await superuser.collections.update('users', { oauth2: { enabled: true, providers: [provider.pocketbaseProvider] } });
  site = await startWorker({ port, vars: { POCKETBASE_URL: pocketbase.url, SITE_URL: origin } });
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await provider?.stop();
});

/** From the site's sign-in page to the provider's form, signed in there as `login`, and back. */
async function signInWithMicrosoft(javaScriptEnabled: boolean, login: string) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(`${origin}/dash/login?next=%2Fdash%2Fteachers`);
  await page.getByRole('link', { name: 'Mit Microsoft anmelden' }).click();
  await page.waitForURL(`${provider.issuer}/**`);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('egal');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(`${origin}/**`);
  await page.waitForLoadState('load');
  return { page, close: () => context.close() };
}

describe('“Mit Microsoft anmelden” in the browser', () => {
  test.each([
    ['on', true],
    ['off', false],
  ])('with JavaScript %s: an editor the school made lands where they were going', async (_label, js) => {
    const { page, close } = await signInWithMicrosoft(js, 'kollegin');
    expect(new URL(page.url()).pathname).toBe('/dash/teachers');
    await page.getByRole('heading', { level: 1, name: 'Lehrer:innen' }).waitFor();
    await page.goto(`${origin}/dash/start`);
    await page.getByText(`Guten Tag, ${editorName}`).first().waitFor();
    await close();
  });

  test('an account the school never made is refused in German', async () => {
    const { page, close } = await signInWithMicrosoft(true, 'fremd');
    expect(new URL(page.url()).pathname).toBe('/dash/login');
    await page.getByText(STAFF.noAccount).waitFor();
    await close();
  });
});

test('the sign-in page with its provider and the code page pass WCAG 2.2 AA at 360 px, light and dark', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, colorScheme });
    const page = await context.newPage();
    await page.goto(`${origin}/dash/login`);
    expect(await allAxeViolations(page), `login ${colorScheme}`).toEqual([]);
    await page.getByLabel('E-Mail-Adresse').fill(editorAccount.email);
    await page.getByLabel('Passwort').fill(editorAccount.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL('**/dash/login/code**');
    expect(await allAxeViolations(page), `code ${colorScheme}`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // Keyboard only: the code field takes the focus in order, and Enter sends it.
    const step = (await context.cookies()).find((cookie) => cookie.name === CODE_COOKIE)!;
    const { otpId } = parseCodeStep(decodeURIComponent(step.value), Date.now())!;
    await page.getByLabel(/^Code/).focus();
    await page.keyboard.type(await signInCodeFor(editorAccount.email, otpId));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dash/start');
    await context.close();
  }
});
