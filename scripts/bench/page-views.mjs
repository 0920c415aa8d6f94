import { countByKind, settled } from "./counting-proxy.mjs";
import { measurePage } from "./page-bytes.mjs";

/**
 * Per route: one Chromium view on the cached worker (bytes; it also warms the cache), then the same requests
 * replayed with fetch on that worker (warm backend requests) and on the TTL-0 worker (cold: every content
 * read goes to PocketBase). With TTL 0 uploaded files are not kept either: the cold count has every file of
 * the page.
 * @param {{ browser: import("playwright-core").Browser, warm: { url: string }, cold: { url: string }, proxy: any, routes: string[], log?: (line: string) => void }} options
 */
export async function measurePageViews({ browser, warm, cold, proxy, routes, log = () => {} }) {
  const pages = [];
  for (const route of routes) {
    proxy.reset();
    const view = await measurePage(browser, `${warm.url}${route}`);
    await settled(proxy.requests);
    const sameOrigin = view.requested.filter((url) => url.startsWith(`${warm.url}/`));
    const replay = async (site) => {
      proxy.reset();
      await Promise.all(sameOrigin.map((url, index) => fetchOnce(url.replace(warm.url, site.url), index === 0)));
      await settled(proxy.requests);
      return countByKind(proxy.requests);
    };
    const backend = { warm: await replay(warm), cold: await replay(cold) };
    pages.push({ route, status: view.status, bytes: view.totals, inline: view.inline, fonts: view.fonts, backend });
    log(`${route}: ${view.status}, Backend kalt ${backend.cold.total} / warm ${backend.warm.total}`);
  }
  return pages;
}

async function fetchOnce(url, isDocument) {
  /** @type {Record<string, string>} */
  const headers = isDocument ? { accept: "text/html", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" } : {};
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(15_000) });
  await response.arrayBuffer();
}
