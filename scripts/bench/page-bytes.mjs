import { gzipSync } from "node:zlib";

/** @typedef {"html" | "js" | "css" | "img" | "font" | "other"} Kind */
/** @typedef {{ raw: number, gzip: number }} Size */
/** @typedef {Record<Kind, { count: number, raw: number, gzip: number }>} Totals */
/** @typedef {{ js: Size, css: Size, stylesheets: number }} InlineParts */

/** @type {Kind[]} */
export const KINDS = ["html", "js", "css", "img", "font", "other"];
const FONT_EXTENSION = /\.(woff2?|ttf|otf|eot)$/i;
// A fixed desktop viewport, so srcset choices and lazy images are the same on every run.
const VIEWPORT = { width: 1280, height: 800 };

/**
 * Which budget a response counts against: by content type, then resource type, then extension.
 * @param {{ contentType?: string, resourceType?: string, url: string }} response
 * @returns {Kind}
 */
export function kindOf({ contentType = "", resourceType = "", url }) {
  const type = /** @type {string} */ (contentType.split(";")[0]).trim().toLowerCase();
  const pathname = new URL(url).pathname;
  if (resourceType === "font" || type.includes("font") || FONT_EXTENSION.test(pathname)) return "font";
  if (resourceType === "document" || type === "text/html") return "html";
  if (type.includes("javascript") || /\.m?js$/.test(pathname)) return "js";
  if (type === "text/css" || pathname.endsWith(".css")) return "css";
  if (type.startsWith("image/") || resourceType === "image") return "img";
  return "other";
}

/**
 * What a page's HTML carries inline besides its markup: its scripts (React's RSC payload and bootstrap, the
 * theme script; JSON-LD is data, not code) and its styles, and how many stylesheets it makes the browser
 * apply before the first paint (links and <style> elements).
 * @param {string} html
 * @returns {InlineParts}
 */
export function inlineParts(html) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/application\/ld\+json/.test(/** @type {string} */ (attributes)))
    .map((match) => match[2])
    .join("");
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
  const links = html.match(/<link\b[^>]*\brel="stylesheet"[^>]*>/g) ?? [];
  const size = (/** @type {string} */ text) => ({
    raw: Buffer.byteLength(text),
    gzip: text ? gzipSync(text).length : 0,
  });
  return { js: size(scripts), css: size(styles.join("")), stylesheets: links.length + styles.length };
}

/**
 * What the budgets count (gzip): client JS with the inline RSC payload, CSS with inline styles.
 * @param {{ totals: Totals, inline: InlineParts }} page
 * @returns {{ js: number, css: number }}
 */
export function budgetBytes({ totals, inline }) {
  return { js: totals.js.gzip + inline.js.gzip, css: totals.css.gzip + inline.css.gzip };
}

/**
 * Loads one page in a fresh browser context (empty HTTP cache) and adds up every response body by kind:
 * raw = decoded body bytes, gzip = that body gzipped with node:zlib at its default level.
 * @param {import("playwright-core").Browser} browser
 * @param {string} url
 * @returns {Promise<{ url: string, status: number, totals: Totals, inline: InlineParts, fonts: string[], requested: string[] }>}
 *   requested: every URL the view fetched, document first; inline: what the document carries inline
 */
export async function measurePage(browser, url) {
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: "block" });
  /** @type {Promise<{ url: string, kind: Kind, body: Buffer }>[]} */
  const pending = [];
  try {
    const page = await context.newPage();
    page.on("response", (response) => pending.push(describe(response)));
    const main = await page.goto(url, { waitUntil: "load", timeout: 30_000 });
    // Late requests (preloads, RSC prefetches) count too; a page that never goes idle is measured as it is.
    await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => {});
    const responses = await Promise.all(pending);
    const totals = /** @type {Totals} */ (
      Object.fromEntries(KINDS.map((kind) => [kind, { count: 0, raw: 0, gzip: 0 }]))
    );
    for (const { kind, body } of responses) {
      totals[kind].count += 1;
      totals[kind].raw += body.length;
      totals[kind].gzip += body.length ? gzipSync(body).length : 0;
    }
    const fonts = responses.filter((response) => response.kind === "font").map((response) => response.url);
    const requested = responses.map((response) => response.url);
    const html = responses.find((response) => response.kind === "html")?.body.toString("utf8") ?? "";
    return { url, status: main?.status() ?? 0, totals, inline: inlineParts(html), fonts, requested };
  } finally {
    await context.close();
  }
}

/** @param {import("playwright-core").Response} response */
async function describe(response) {
  const url = response.url();
  const kind = kindOf({
    contentType: response.headers()["content-type"],
    resourceType: response.request().resourceType(),
    url,
  });
  // Redirects have no body; a body that vanished (navigation away) counts as empty.
  const body =
    response.status() >= 300 && response.status() < 400
      ? Buffer.alloc(0)
      : await response.body().catch(() => Buffer.alloc(0));
  return { url, kind, body };
}
