import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CODE_COOKIE, parseCodeStep } from '../../src/lib/domain/staff-cookies';
import { signInCodeFor } from './mailbox';

// Quiet Chromium: no update, sync or QUIC traffic that would count as a foreign request.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];
// Injected through the DevTools protocol rather than a <script> tag, which the site's CSP (rightly) blocks.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type OpenPageOptions = {
  mobile?: boolean;
  /** Overrides the viewport `mobile` implies (390 × 844) or the desktop default (1280 × 900). */
  viewport?: { width: number; height: number };
  javaScriptEnabled?: boolean;
  colorScheme?: 'light' | 'dark';
  /** Playwright's fake timers, installed before the page loads and paused: only `page.clock.runFor` moves time. */
  pausedClock?: boolean;
  /**
   * Lets the site's service worker register and take over (tests/e2e/offline.test.ts). Off by default: Playwright's
   * routes never see what a service worker fetches, and a worker taking over mid-test would make that depend on timing.
   */
  serviceWorkers?: boolean;
};

export type OpenedPage = {
  page: Page;
  /** The answer to the first navigation, for its status. */
  status: number | undefined;
  consoleErrors: string[];
  /** Every console message of any level, as `type: text`. */
  consoleMessages: string[];
  /** Every request to a host other than the site's (the site must load nothing from elsewhere). */
  foreignRequests: string[];
  /** Messages of alert/confirm/prompt dialogs, which are dismissed. */
  dialogs: string[];
  close: () => Promise<void>;
};

let browser: Promise<Browser> | undefined;

/** One Chromium per test file (vitest isolates modules per file); close it in afterAll. */
export async function closeBrowser(): Promise<void> {
  const launched = browser;
  browser = undefined;
  if (launched) await (await launched).close();
}

export const siteUrl = (path = '/') => new URL(path, inject('siteUrl')).href;

/**
 * How long a browser step may wait: long enough for a machine running three integration files at once
 * (a service worker installing, a script loading), and half of vitest's 60 s test timeout, so a missing
 * element fails with Playwright's own message rather than the test's.
 */
export const BROWSER_WAIT_MS = 30_000;

/** A fresh browser context on `path`, with console errors, foreign requests and dialogs recorded. */
export async function openPage(path: string, options: OpenPageOptions = {}): Promise<OpenedPage> {
  browser ??= chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const context = await (
    await browser
  ).newContext({
    viewport: options.viewport ?? (options.mobile ? { width: 390, height: 844 } : { width: 1280, height: 900 }),
    isMobile: options.mobile,
    hasTouch: options.mobile,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    colorScheme: options.colorScheme ?? 'light',
    locale: 'de-AT',
    timezoneId: 'Europe/Vienna',
    serviceWorkers: options.serviceWorkers ? 'allow' : 'block',
  });
  context.setDefaultTimeout(BROWSER_WAIT_MS);
  const page = await context.newPage();
  const siteHost = new URL(siteUrl()).host;
  const consoleErrors: string[] = [];
  const consoleMessages: string[] = [];
  const foreignRequests: string[] = [];
  const dialogs: string[] = [];
  page.on('console', (message) => {
    consoleMessages.push(`${message.type()}: ${message.text()}`);
    if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) && url.host !== siteHost)
      foreignRequests.push(url.href);
  });
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  if (options.pausedClock) {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
  }
  const response = await page.goto(siteUrl(path), { waitUntil: 'load' });
  return {
    page,
    status: response?.status(),
    consoleErrors,
    consoleMessages,
    foreignRequests,
    dialogs,
    close: () => context.close(),
  };
}

type AxeResult = {
  violations: Array<{
    id: string;
    impact?: string | null;
    help: string;
    nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }>;
  }>;
};

type AxeOptions = {
  runOnly: { type: 'tag' | 'rule'; values: string[] };
  /** Rules switched on beyond `runOnly`'s tags (axe-core lets `rules` override them). */
  rules?: Record<string, { enabled: boolean }>;
};

async function runAxe(page: Page, options: AxeOptions): Promise<AxeResult> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (opts) =>
      (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<unknown> } }).axe.run(document, {
        ...opts,
        resultTypes: ['violations'],
      }) as Promise<AxeResult>,
    options,
  );
}

const describeViolations = (violations: AxeResult['violations']) =>
  violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${node.html.slice(0, 120)}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`,
    ),
  );

/** Serious and critical WCAG 2 A/AA violations, one readable line per affected element. */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await runAxe(page, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
  return describeViolations(
    result.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
  );
}

/** The axe-core tags of WCAG 2.0, 2.1 and 2.2, levels A and AA: what the contract promises ("Accessibility"). */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Every WCAG 2.2 A/AA violation, whatever its impact, and every violation of the named further rules (best
 * practices such as `landmark-unique`), one readable line per affected element.
 */
export async function allAxeViolations(page: Page, moreRules: string[] = []): Promise<string[]> {
  const rules = Object.fromEntries(moreRules.map((rule) => [rule, { enabled: true }]));
  return describeViolations((await runAxe(page, { runOnly: { type: 'tag', values: WCAG_AA_TAGS }, rules })).violations);
}

/** Waits until React has hydrated the element (its props are attached), so clicks reach its handlers. */
export async function hydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const element = document.querySelector(sel);
    return !!element && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  }, selector);
}

/**
 * Signs in on the login page `page` shows, as a teacher would: e-mail and password, and when the account needs a
 * second factor (editors, admins) the code from the mail, which the run's mailbox holds.
 */
export async function signInOnPage(page: Page, { email, password }: { email: string; password: string }) {
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForLoadState('load');
  if (new URL(page.url()).pathname !== '/dash/login/code') return;
  const step = (await page.context().cookies()).find((cookie) => cookie.name === CODE_COOKIE);
  const otpId = step && parseCodeStep(decodeURIComponent(step.value), Date.now())?.otpId;
  if (!otpId) throw new Error('the code page came without its code cookie');
  await page.getByLabel(/^Code/).fill(await signInCodeFor(email, otpId));
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForLoadState('load');
}
