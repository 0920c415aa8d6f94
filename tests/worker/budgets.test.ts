import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { BUDGETS } from '../../scripts/bench/budgets.mjs';
import { workerBundleSize } from '../../scripts/bench/bundle-size.mjs';
import { launchBrowser } from '../../scripts/bench/chromium.mjs';
import { budgetBytes, measurePage } from '../../scripts/bench/page-bytes.mjs';
import { PUBLIC_ROUTES } from '../../scripts/bench/routes.mjs';
import { staticHtmlContent } from '../helpers/flight';

type Measured = Awaited<ReturnType<typeof measurePage>>;
const pages = new Map<string, Measured>();
let browser: Browser | undefined;

// Bytes are deterministic, so they are budgets here; timings vary by machine and only `npm run bench` reports them.
beforeAll(async () => {
  browser = await launchBrowser();
  for (const route of PUBLIC_ROUTES) pages.set(route, await measurePage(browser, `${inject('siteUrl')}${route}`));
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

function overBudget(kind: 'js' | 'css', limit: number): string[] {
  return [...pages]
    .filter(([, page]) => budgetBytes(page)[kind] > limit)
    .map(
      ([route, page]) =>
        `${route}: ${(budgetBytes(page)[kind] / 1024).toFixed(1)} KiB gzip (${budgetBytes(page)[kind]} bytes)`,
    );
}

describe('byte budgets of the public pages', () => {
  test('every public page answers 200 and loads its client scripts, so the budgets measure real pages', () => {
    const broken = [...pages].filter(([, page]) => page.status !== 200 || page.totals.js.count === 0);
    expect(broken.map(([route, page]) => `${route}: ${page.status}, ${page.totals.js.count} scripts`)).toEqual([]);
    expect(pages.size).toBe(PUBLIC_ROUTES.length);
  });

  test(`no public page ships more than ${BUDGETS.jsGzip / 1024} KiB of gzipped JavaScript, its inline RSC payload included`, () => {
    expect(overBudget('js', BUDGETS.jsGzip)).toEqual([]);
  });

  test(`no public page ships more than ${BUDGETS.cssGzip / 1024} KiB of gzipped CSS, inline or linked`, () => {
    expect(overBudget('css', BUDGETS.cssGzip)).toEqual([]);
  });

  test('every public page applies exactly one stylesheet, its inline <style>, and fetches none', () => {
    const others = [...pages].filter(([, page]) => page.inline.stylesheets !== 1 || page.totals.css.count !== 0);
    expect(
      others.map(
        ([route, page]) => `${route}: ${page.inline.stylesheets} inline/linked, ${page.totals.css.count} fetched`,
      ),
    ).toEqual([]);
  });

  test('no public page downloads a font file', () => {
    expect([...pages.values()].flatMap((page) => page.fonts)).toEqual([]);
  });
});

describe('client scripts', () => {
  test('every script a public page loads starts with the compile hint, so Chromium compiles it off the main thread', async () => {
    const scripts = new Set([...pages.values()].flatMap((page) => page.requested.filter((url) => /\.m?js$/.test(url))));
    const withoutHint: string[] = [];
    for (const url of scripts) {
      if (!(await (await fetch(url)).text()).startsWith('//# allFunctionsCalledOnLoad\n')) withoutHint.push(url);
    }
    expect(scripts.size).toBeGreaterThan(0);
    expect(withoutHint).toEqual([]);
  });
});

describe('static content', () => {
  /** The RSC twin of a page, as Waku's router asks for it on a client navigation. */
  const rscUrl = (route: string) => `${inject('siteUrl')}/RSC/R/${route === '/' ? '_' : route.slice(1)}.txt`;

  test('every public page writes its content without interactive parts as HTML in the RSC pass', async () => {
    const asElements: string[] = [];
    for (const route of PUBLIC_ROUTES) {
      const content = staticHtmlContent(await (await fetch(rscUrl(route))).text());
      if (content.length === 0 || content.includes('elements')) asElements.push(`${route}: ${content.join(', ')}`);
    }
    expect(asElements).toEqual([]);
  });
});

describe('worker bundle budget', () => {
  test('the worker as uploaded by wrangler stays under 1 MiB gzipped', () => {
    const { gzip } = workerBundleSize();
    expect(gzip).toBeLessThanOrEqual(BUDGETS.workerGzip);
  }, 120_000);
});
