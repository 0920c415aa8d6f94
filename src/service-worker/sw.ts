/*
 * The site's service worker (contract.md, "Telling parents"): push notifications and offline reading.
 * scripts/build/service-worker.mjs bundles it with the constants it shares with the site (esbuild), puts BUILD_ID,
 * OFFLINE_HTML and OFFLINE_CSP in front of it after `waku build` and writes dist/public/sw.js. Type-checked on its
 * own (src/service-worker/tsconfig.json: the WebWorker library, not the DOM). Hand-written rather than workbox or serwist: network first for public pages, a few
 * pages kept at install and three push events fit in about 4 KiB; workbox's runtime alone is larger, and
 * vite-plugin-pwa cannot run in Waku's multi-environment build (stack-notes, "Service worker on Waku").
 */

import { PUSH_CHOICE_CACHE, PUSH_CHOICE_URL, PUSH_SUBSCRIPTIONS_PATH } from '../features/parents/rules/push-browser';
import { RSC_PREFIX, rscPathOf } from '../lib/domain/route-request';

declare const self: ServiceWorkerGlobalScope;
/** Put in front of the bundle by the build. */
declare const BUILD_ID: string;
declare const OFFLINE_HTML: string;
declare const OFFLINE_CSP: string;

/** Not yet in TypeScript's WebWorker library. */
interface PushSubscriptionChangeEvent extends ExtendableEvent {
  readonly oldSubscription: PushSubscription | null;
  readonly newSubscription: PushSubscription | null;
}

/** Kept at install (the pages the contract names, their RSC twins, the site's script): renewed, never trimmed. */
const PAGES = `pages-${BUILD_ID}`;
/** Other public pages as visited, at most MAX_SEEN. Both names carry the build: no old payload meets a new client. */
const SEEN = `seen-${BUILD_ID}`;
const MAX_SEEN = 40;
/** Written by /benachrichtigungen: { classes, vapid }, read when the browser renews the subscription. */
const CHOICE = PUSH_CHOICE_CACHE;
/** The first page of /posts lists the newest eight. */
const NEWEST_POSTS = 8;
/** A page that has not arrived by then is kept at a later visit: it must not hold up the install (and notifications). */
const KEEP_MS = 20_000;
const ICON = '/icons/icon-192.png';
const GENERIC = {
  title: 'Neuigkeiten von der Schule',
  body: 'Mehr auf der Website der Schule.',
  url: '/',
  tag: 'schule',
};

/** First path segments never kept nor answered from a cache: the staff area and sign-in, the API, Waku's own. */
const NEVER = /^(dash|api|RSC|assets|builds)$/i;
/** Only canonical spellings; anything encoded or odd goes to the network untouched. */
const PAGE_PATH = /^\/(?:[\w-]+(?:\/[\w-]+)*)?$/;
/** A page's RSC twin; server functions (/RSC/F/…) do not match. */
const RSC_PATH = /^\/RSC\/R\/([\w-]+(?:\/[\w-]+)*)\.txt$/;
const KEPT_TYPES = /^text\/(html|x-component)|javascript/;

const rscTwin = (path: string) => `${RSC_PREFIX}${rscPathOf(path)}?query=`;

/** { rsc } for a public page or its RSC twin, else undefined. */
function publicRoute(url: URL): { rsc: boolean } | undefined {
  const rsc = RSC_PATH.exec(url.pathname);
  const path = rsc ? (rsc[1] === '_root' ? '/' : `/${rsc[1]}`) : url.pathname;
  if (!rsc && !PAGE_PATH.test(path)) return undefined;
  const first = path.split('/')[1] ?? '';
  return NEVER.test(first) || first.startsWith('_') ? undefined : { rsc: !!rsc };
}

/** A shared answer: nothing personal (the dashboard's are private, no-store), no redirect. */
function keepable(response: Response): boolean {
  return (
    response.status === 200 &&
    response.type === 'basic' &&
    !response.redirected &&
    !/no-store|private/i.test(response.headers.get('Cache-Control') ?? '') &&
    !response.headers.has('Set-Cookie') &&
    KEPT_TYPES.test(response.headers.get('Content-Type') ?? '')
  );
}

/** The response when it was kept, else undefined; never throws. */
async function keepFetched(cache: Cache, url: string, again = true): Promise<Response | undefined> {
  try {
    const response = await fetch(url, { credentials: 'omit', priority: 'low', signal: AbortSignal.timeout(KEEP_MS) });
    if (keepable(response)) {
      await cache.put(url, response.clone());
      return response;
    }
    // A page rendered while the site was refreshing its reads is one the edge does not keep either (no-store);
    // the refreshed one follows a moment later.
    if (again && response.status === 200) {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      return keepFetched(cache, url, false);
    }
  } catch {
    // offline or refused: kept at the next visit instead
  }
  return undefined;
}

async function keepPage(cache: Cache, path: string): Promise<string> {
  const [page] = await Promise.all([keepFetched(cache, path), keepFetched(cache, rscTwin(path))]);
  return page ? page.text() : '';
}

const linked = (html: string, pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map((match) => match[1]!))];

/** Best effort, at low priority beside the page's own loading: a page that fails to load must not keep the worker, and with it notifications, from installing. */
async function keepForOffline() {
  const cache = await caches.open(PAGES);
  const pages = await Promise.all(['/', '/kalender', '/posts'].map((path) => keepPage(cache, path)));
  const posts = linked(pages[2] ?? '', /href="(\/posts\/[\w-]+)"/g).slice(0, NEWEST_POSTS);
  pages.push(...(await Promise.all(posts.map((path) => keepPage(cache, path)))));
  const scripts = linked(pages.join(''), /"(\/assets\/[\w.-]+\.js)"/g);
  await Promise.all(scripts.map((url) => keepFetched(cache, url)));
}

async function keep(key: string, response: Response) {
  const pages = await caches.open(PAGES);
  if (await pages.match(key)) return pages.put(key, response);
  const seen = await caches.open(SEEN);
  await seen.put(key, response);
  const keys = await seen.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_SEEN)).map((old) => seen.delete(old)));
}

const kept = async (key: string) =>
  (await caches.match(key, { cacheName: PAGES, ignoreVary: true })) ??
  (await caches.match(key, { cacheName: SEEN, ignoreVary: true }));

function offlinePage() {
  const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': OFFLINE_CSP };
  return new Response(OFFLINE_HTML, { status: 503, headers });
}

async function networkFirst(event: FetchEvent, key: string, rsc: boolean): Promise<Response> {
  try {
    const response = await fetch(event.request);
    if (keepable(response)) event.waitUntil(keep(key, response.clone()));
    if (response.status < 500) return response;
    return (await kept(key)) ?? response;
  } catch (error) {
    const copy = await kept(key);
    if (copy) return copy;
    if (rsc) throw error;
    return offlinePage();
  }
}

self.addEventListener('install', (event) => {
  self.skipWaiting();
  event.waitUntil(keepForOffline());
});

self.addEventListener('activate', (event) => {
  const current = [PAGES, SEEN, CHOICE];
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => !current.includes(name)).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  // Hashed file names: the copy kept at install is the file.
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(caches.match(url.pathname, { cacheName: PAGES }).then((copy) => copy ?? fetch(request)));
    return;
  }
  const route = publicRoute(url);
  if (!route || (!route.rsc && request.mode !== 'navigate')) return;
  event.respondWith(networkFirst(event, url.pathname + url.search, route.rsc));
});

self.addEventListener('push', (event) => {
  let message: Record<string, unknown> | undefined;
  try {
    message = event.data?.json();
  } catch {
    // no or no JSON payload: iOS ends subscriptions whose pushes show nothing, so show the generic one
  }
  const text = (name: string) => {
    const value = message?.[name];
    return typeof value === 'string' && value.trim() !== '' ? value : undefined;
  };
  const title = text('title');
  const shown = title ? { title, body: text('body') ?? '', url: text('url') ?? '/', tag: text('tag') } : GENERIC;
  const options = { body: shown.body, tag: shown.tag, data: { url: shown.url }, icon: ICON, lang: 'de' };
  event.waitUntil(self.registration.showNotification(shown.title, options));
});

/** Only an address of this site; anything else opens the home page. */
function ownAddress(address: unknown): string {
  const home = new URL('/', self.location.origin).href;
  if (typeof address !== 'string') return home;
  try {
    const url = new URL(address, home);
    return url.origin === self.location.origin ? url.href : home;
  } catch {
    return home;
  }
}

async function openAddress(address: string) {
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((client) => client.url === address);
  return tab ? tab.focus() : self.clients.openWindow(address);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openAddress(ownAddress(event.notification.data?.url)));
});

const sendChoice = (method: 'POST' | 'DELETE', body: object) =>
  fetch(PUSH_SUBSCRIPTIONS_PATH, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The browser renewed (or dropped) the subscription: subscribe again with the visitor's stored choice. */
async function resubscribe(old: PushSubscription | null, renewed: PushSubscription | null) {
  const stored = await caches.match(PUSH_CHOICE_URL, { cacheName: CHOICE });
  if (!stored) return;
  const choice = (await stored.json()) as { classes?: string[]; vapid?: string };
  const applicationServerKey = old?.options?.applicationServerKey ?? choice.vapid;
  const subscription =
    renewed ?? (await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }));
  await sendChoice('POST', { subscription: subscription.toJSON(), classes: choice.classes ?? [] });
  if (old && old.endpoint !== subscription.endpoint) await sendChoice('DELETE', { endpoint: old.endpoint });
}

self.addEventListener('pushsubscriptionchange', ((event: PushSubscriptionChangeEvent) => {
  event.waitUntil(resubscribe(event.oldSubscription, event.newSubscription));
}) as EventListener);
