import { sameOriginPath } from '../../../lib/domain/same-origin-path';

/** One old address and the page of this site it leads to, as the `redirects` collection holds it. */
export type Redirect = { from: string; to: string };

/** The query parameters WordPress answers on its root (/?p=123, /?page_id=7, /?cat=3, /?feed=rss2, /?m=201905). */
const ROOT_QUERIES = new Set(['p', 'page_id', 'cat', 'feed', 'm', 'author', 'attachment_id']);

/**
 * An address as the table compares it: decoded, lower case, without a trailing slash; a query only on the root and
 * only WordPress's (tracking parameters of a newsletter link never decide). undefined for no address at all.
 */
export function addressKey(pathAndQuery: string): string | undefined {
  const probe = sameOriginPath(pathAndQuery);
  if (!probe) return undefined;
  const url = new URL(probe, 'https://old.invalid');
  let path: string;
  try {
    path = decodeURIComponent(url.pathname).toLowerCase();
  } catch {
    return undefined;
  }
  path = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (path !== '/') return path;
  const kept = [...url.searchParams].filter(([name]) => ROOT_QUERIES.has(name.toLowerCase()));
  if (!kept.length) return undefined;
  return `/?${kept.map(([name, value]) => `${name.toLowerCase()}=${value.toLowerCase()}`).join('&')}`;
}

/**
 * Whether an address could be an old one at all: the site's own machine paths (its files, the dashboard) never are,
 * so a 404 there never costs a read of the table.
 */
export function mayBeOld(path: string): boolean {
  return !/^\/(api|dash|RSC)(\/|$)/.test(path);
}

/** Whether a request at the root carries a WordPress query, so the table is asked before the root page answers. */
export function asksTheRoot(path: string, query: string): boolean {
  return path === '/' && addressKey(`/?${query}`) !== undefined;
}

/** The table as a lookup by addressKey; rows whose target is no path of this site are left out. */
export function redirectLookup(rows: readonly Redirect[]): Map<string, string> {
  const lookup = new Map<string, string>();
  for (const { from, to } of rows) {
    const key = addressKey(from);
    const target = sameOriginPath(to);
    if (key && target && !lookup.has(key)) lookup.set(key, target);
  }
  return lookup;
}
