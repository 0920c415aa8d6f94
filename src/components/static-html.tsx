'use client';

import { type AllHTMLAttributes, createElement, type MouseEvent, type ReactNode } from 'react';
import { useRouter } from 'waku';

/** One object for every render: React compares it by identity and never writes the (empty) HTML. */
const KEEP_SERVER_HTML = { __html: '' };

type StaticHtmlProps = AllHTMLAttributes<HTMLElement> & {
  as?: 'article' | 'div' | 'form' | 'header' | 'ol' | 'section' | 'table' | 'ul';
  children?: ReactNode;
  /** Set by the edge when it dropped the children from the page's payload. */
  serverHtml?: boolean;
};

/**
 * An element whose content has no interactive parts: the page's HTML carries it once, not again in the RSC
 * payload. On a page load the edge drops the children from the inline payload and sets `serverHtml`
 * (lib/edge/flight-payload); the browser then hydrates an element with inner HTML React does not compare
 * and never rewrites, so the server's markup stays. RSC navigations carry the children and render them.
 * A click on a link to one of the site's pages inside navigates on the client, as a <Link> would.
 */
export function StaticHtml({ as = 'div', children, serverHtml, ...attributes }: StaticHtmlProps) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const path = clickedPage(event);
    if (!path) return;
    event.preventDefault();
    void router.push(path);
  };
  if (serverHtml) return createElement(as, { ...attributes, onClick, dangerouslySetInnerHTML: KEEP_SERVER_HTML });
  return createElement(as, { ...attributes, onClick }, children);
}

/** The page of this site a plain click on a link opens; undefined leaves the click to the browser. */
function clickedPage(event: MouseEvent<HTMLElement>): string | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
    return undefined;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link || link.target || link.hasAttribute('download')) return undefined;
  const url = new URL(link.href, window.location.href);
  const here = window.location;
  // Files, feeds and PocketBase's API are no pages; a jump within this page is the browser's.
  if (url.origin !== here.origin || url.pathname.startsWith('/api/') || /\.\w+$/.test(url.pathname)) return undefined;
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
