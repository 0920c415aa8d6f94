'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';
import { useRouter } from 'waku';

type Route = { path: string; query: string };
const keyOf = (route: Route) => `${route.path}?${route.query}`;

/**
 * Back and Forward return to where the visitor was on that page; a new page opens at its top.
 * Waku 0.27 scrolls to the top on every change of path, Back included, and does so before the next
 * page has rendered (on the old one, smoothly), so the browser's own restoration has nothing to
 * restore. Here each page's position is noted when a navigation leaves it and, once the next page
 * has rendered, a history step puts its position back and a new path starts at the top (the spec's
 * page-transition scroll waits until loading has ended).
 */
export function ScrollRestoration() {
  const { path, query, hash, unstable_events: events } = useRouter();
  const key = keyOf({ path, query });
  const positions = useRef(new Map<string, number>());
  const shownKey = useRef(key);
  const shownPath = useRef(path);
  const restoreFor = useRef<string | undefined>(undefined);

  useEffect(() => {
    let historyStep = false;
    const handlePopState = () => {
      historyStep = true;
    };
    const handleStart = (route: Route) => {
      positions.current.set(shownKey.current, window.scrollY);
      restoreFor.current = historyStep ? keyOf(route) : undefined;
      historyStep = false;
    };
    // A reload or a step back to another document is the browser's job again.
    const handlePageHide = () => {
      history.scrollRestoration = 'auto';
    };
    const handlePageShow = () => {
      history.scrollRestoration = 'manual';
    };
    handlePageShow();
    // capture: runs before Waku's own popstate listener starts the navigation
    window.addEventListener('popstate', handlePopState, { capture: true });
    window.addEventListener('pagehide', handlePageHide);
    window.addEventListener('pageshow', handlePageShow);
    events.on('start', handleStart);
    return () => {
      window.removeEventListener('popstate', handlePopState, { capture: true });
      window.removeEventListener('pagehide', handlePageHide);
      window.removeEventListener('pageshow', handlePageShow);
      events.off('start', handleStart);
    };
  }, [events]);

  useLayoutEffect(() => {
    const newPath = path !== shownPath.current;
    shownKey.current = key;
    shownPath.current = path;
    const saved = restoreFor.current === key ? positions.current.get(key) : undefined;
    restoreFor.current = undefined;
    // a link to an anchor is Waku's to scroll to
    const top = saved ?? (newPath && !hash ? 0 : undefined);
    // instant: the page's smooth scrolling would otherwise glide there from wherever it is
    if (top !== undefined) window.scrollTo({ left: 0, top, behavior: 'instant' });
  }, [key]);

  return null;
}
