// One typical visit in Chromium, as a phone reads the site: the home page, Aktuelles, a post, back, the calendar and
// a search, scrolled to the end each time (photos load as they come into view). Counts what invokes the worker and
// what Cloudflare serves from static assets without it, and the worker's CPU for the whole visit.
import { existsSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "../lib/pocketbase.mjs";
import { launchBrowser } from "./chromium.mjs";
import { cpuPreciseMs } from "./worker-cpu.mjs";

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const STATIC_DIR = path.join(repoRoot, "dist", "public");

/** Static assets (files of the build) never invoke the worker on Cloudflare; everything else does. */
function kindOf(url) {
  const { pathname } = new URL(url);
  if (pathname !== "/" && existsSync(path.join(STATIC_DIR, decodeURIComponent(pathname)))) return "static";
  if (pathname.startsWith("/RSC/")) return "rsc";
  if (pathname.startsWith("/api/files/")) return "files";
  return "document";
}

async function scrollToEnd(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => {});
}

/** Follows a link the way a visitor does (Waku's router turns it into an RSC request). */
async function follow(page, selector) {
  await page.evaluate((css) => document.querySelector(css)?.click(), selector);
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => {});
  await scrollToEnd(page);
}

/**
 * @param {{ url: string, pid: number }} site the worker and its workerd process
 * @returns {Promise<{ requests: Record<string, number>, invocations: number, cpuMs: number, cpuMsPerInvocation: number }>}
 */
export async function measureVisit(site) {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ ...PHONE, serviceWorkers: "block" });
    const page = await context.newPage();
    const requests = { document: 0, rsc: 0, files: 0, static: 0 };
    page.on("request", (request) => {
      if (request.url().startsWith(site.url)) requests[kindOf(request.url())] += 1;
    });
    const before = cpuPreciseMs(site.pid);
    await page.goto(site.url, { waitUntil: "load" });
    await scrollToEnd(page);
    await follow(page, 'a[href="/posts"]');
    await follow(page, "main article a");
    await page.goBack();
    await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => {});
    await follow(page, 'a[href="/kalender"]');
    await page.goto(`${site.url}/suche?q=schule`, { waitUntil: "load" });
    await scrollToEnd(page);
    await context.close();
    const cpuMs = cpuPreciseMs(site.pid) - before;
    const invocations = requests.document + requests.rsc + requests.files;
    return { requests, invocations, cpuMs: round(cpuMs), cpuMsPerInvocation: round(cpuMs / Math.max(invocations, 1)) };
  } finally {
    await browser.close();
  }
}

const round = (value) => Math.round(value * 10) / 10;
