'use client';

import { useEffect } from 'react';
import { useRouter } from 'waku';
import { mayReload } from '../../lib/domain/reload-guard';
import { sameOriginPath } from '../../lib/domain/same-origin-path';
import { BUILD_ID } from '../../lib/platform/build-id';

/** Checked on load, every 5 minutes and whenever the tab comes back into view. */
const POLL_MS = 5 * 60 * 1000;

/**
 * Full page load of `path`, at most once per path per 10 s (sessionStorage marker), so a bad deploy
 * cannot loop; only ever a path of this site.
 */
export function reloadOnce(path: string): boolean {
  const target = sameOriginPath(path);
  if (!target) return false;
  try {
    if (!mayReload(sessionStorage, target, Date.now())) return false;
  } catch {
    // no storage: reload anyway, the browser's own history keeps it from looping
  }
  window.location.assign(target);
  return true;
}

function isChunkLoadError(reason: unknown): boolean {
  const message = String((reason as { message?: unknown } | null)?.message ?? reason);
  // Chromium and Firefox say "… dynamically imported module", Safari "Importing a module script failed".
  return /dynamically imported|Importing a module/i.test(message);
}

/**
 * After a deploy an open tab still runs the old build: once builds/latest.json names another id,
 * the next navigation becomes a full page load. A chunk that fails to load reloads the page too.
 * It also registers the service worker (src/service-worker), which carries the build's id as well.
 */
export function BuildWatcher() {
  const { unstable_events: events } = useRouter();
  useEffect(() => {
    let outdated = false;
    const check = async () => {
      try {
        const response = await fetch('/builds/latest.json', { cache: 'no-store' });
        const latest = (await response.json()) as { id?: string };
        if (latest.id && latest.id !== BUILD_ID) outdated = true;
        // Once the site has answered after hydration, so its install never competes with the page; a failure lands
        // in the catch below (so does a browser without service workers). From the staff area too: its scope is the
        // whole site anyway, and it never keeps /dash.
        await navigator.serviceWorker.register('/sw.js');
      } catch {
        // offline or between deploys: try again later
      }
    };
    const handleStart = (route: { path: string; query: string }) => {
      if (!outdated) return;
      reloadOnce(route.query ? `${route.path}?${route.query}` : route.path);
    };
    const handleVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    const handleChunkError = (event: Event) => {
      event.preventDefault();
      reloadOnce(location.pathname + location.search);
    };
    const handleRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason) && navigator.onLine) handleChunkError(event);
    };
    check();
    const timer = setInterval(check, POLL_MS);
    events.on('start', handleStart);
    document.addEventListener('visibilitychange', handleVisible);
    window.addEventListener('vite:preloadError', handleChunkError);
    window.addEventListener('unhandledrejection', handleRejection);
    return () => {
      clearInterval(timer);
      events.off('start', handleStart);
      document.removeEventListener('visibilitychange', handleVisible);
      window.removeEventListener('vite:preloadError', handleChunkError);
      window.removeEventListener('unhandledrejection', handleRejection);
    };
  }, [events]);
  return null;
}
