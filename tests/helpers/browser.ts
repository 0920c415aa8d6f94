import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

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
  javaScriptEnabled?: boolean;
  colorScheme?: 'light' | 'dark';
};

export type OpenedPage = {
  page: Page;
  /** The answer to the first navigation, for its status. */
  status: number | undefined;
  consoleErrors: string[];
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

/** A fresh browser context on `path`, with console errors, foreign requests and dialogs recorded. */
export async function openPage(path: string, options: OpenPageOptions = {}): Promise<OpenedPage> {
  browser ??= chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const context = await (
    await browser
  ).newContext({
    viewport: options.mobile ? { width: 390, height: 844 } : { width: 1280, height: 900 },
    isMobile: options.mobile,
    hasTouch: options.mobile,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    colorScheme: options.colorScheme ?? 'light',
    locale: 'de-AT',
    timezoneId: 'Europe/Vienna',
  });
  // Below vitest's 30 s test timeout, so a missing element fails with Playwright's own message.
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const siteHost = new URL(siteUrl()).host;
  const consoleErrors: string[] = [];
  const foreignRequests: string[] = [];
  const dialogs: string[] = [];
  page.on('console', (message) => {
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
  const response = await page.goto(siteUrl(path), { waitUntil: 'load' });
  return { page, status: response?.status(), consoleErrors, foreignRequests, dialogs, close: () => context.close() };
}

type AxeResult = {
  violations: Array<{
    id: string;
    impact?: string | null;
    help: string;
    nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }>;
  }>;
};

/** Serious and critical WCAG 2 A/AA violations, one readable line per affected element. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(
    () =>
      (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<unknown> } }).axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
        resultTypes: ['violations'],
      }) as Promise<AxeResult>,
  );
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${violation.help} at ${node.html.slice(0, 120)}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`,
      ),
    );
}

/** Waits until React has hydrated the element (its props are attached), so clicks reach its handlers. */
export async function hydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const element = document.querySelector(sel);
    return !!element && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  }, selector);
}
