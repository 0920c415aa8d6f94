'use client';

import { type AllHTMLAttributes, createElement, type MouseEvent, type ReactNode } from 'react';
import { useRouter } from 'waku';
import { takeStaticHtml } from '../lib/platform/static-html-handover';

/** One object for every render: React compares it by identity and never writes the (empty) HTML. */
const KEEP_SERVER_HTML = { __html: '' };

export type StaticHtmlAttributes = AllHTMLAttributes<HTMLElement> & {
  as?: 'article' | 'div' | 'form' | 'header' | 'ol' | 'section' | 'table' | 'ul';
};

type StaticHtmlClientProps = StaticHtmlAttributes & {
  /** The content as HTML (components/static-markup), or, where that could not be written, as elements. */
  html?: string;
  children?: ReactNode;
  /** On a page load: the id under which the RSC pass left the content for the HTML pass (lib/platform/static-html-handover). */
  serverHtml?: string;
};

/**
 * The client side of <StaticHtml> (components/static-html). On a page load the payload carries only the id
 * `serverHtml`: the HTML pass writes the content left under it, and the browser hydrates the element with inner
 * HTML React does not compare and never rewrites, so the server's markup stays. RSC navigations carry the
 * content and render it. A click on a link to one of the site's pages inside navigates on the client, as a
 * <Link> would.
 */
export function StaticHtmlClient({ as = 'div', html, children, serverHtml, ...attributes }: StaticHtmlClientProps) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const path = clickedPage(event);
    if (!path) return;
    event.preventDefault();
    void router.push(path);
  };
  if (serverHtml !== undefined)
    return createElement(as, { ...attributes, onClick, dangerouslySetInnerHTML: serverSideHtml(serverHtml) });
  if (html !== undefined)
    return createElement(as, { ...attributes, onClick, dangerouslySetInnerHTML: { __html: html } });
  return createElement(as, { ...attributes, onClick }, children);
}

/** In the HTML pass the HTML the RSC pass left; in the browser the markup already there (no handover code shipped). */
function serverSideHtml(id: string): { __html: string } {
  return import.meta.env.SSR ? { __html: takeStaticHtml(id) } : KEEP_SERVER_HTML;
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
