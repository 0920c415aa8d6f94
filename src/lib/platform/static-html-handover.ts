import { LRUCache } from 'lru-cache';

/**
 * On a page load, the content of a <StaticHtml> goes from the RSC pass to the HTML pass beside the RSC payload,
 * not inside it: both passes run in this isolate for the same request (Waku renders the RSC stream and the HTML
 * from it in one worker), so the RSC pass leaves the HTML here under an id and the HTML pass takes it. The page's
 * inline payload then carries only the id, and the browser hydrates the element around the server's markup.
 * The map lives on globalThis because the two passes load this module separately (Vite's rsc and ssr builds).
 * Each request releases what it left (middleware/page-head); the bound only guards against a request that
 * could not.
 */
const KEY = Symbol.for('schulwebsite.static-html-handover');
/** More than any number of pages rendering at once leave in one isolate. */
export const MAX_HANDED_OVER = 10_000;

type Handover = { next: number; html: LRUCache<string, string> };

function handover(): Handover {
  const global = globalThis as Record<symbol, Handover | undefined>;
  return (global[KEY] ??= { next: 0, html: new LRUCache({ max: MAX_HANDED_OVER }) });
}

/** Leaves `html` for the HTML pass; returns the id the element carries instead. */
export function leaveStaticHtml(html: string): string {
  const store = handover();
  store.next += 1;
  const id = `h${store.next.toString(36)}`;
  store.html.set(id, html);
  return id;
}

/**
 * The HTML left under `id`.
 * @throws {Error} when this isolate has none: the page fails loudly rather than leave its content out, should Waku
 *   ever render the HTML in another isolate than the RSC payload.
 */
export function takeStaticHtml(id: string): string {
  const html = handover().html.get(id);
  if (html === undefined) throw new Error(`StaticHtml: no content left under id ${id} in this isolate`);
  return html;
}

export function releaseStaticHtml(ids: Iterable<string>): void {
  const { html } = handover();
  for (const id of ids) html.delete(id);
}

/** How many pages' pieces this isolate holds (a debug header shows it after each page: tests/worker/caching.test.ts). */
export function heldStaticHtml(): number {
  return handover().html.size;
}
