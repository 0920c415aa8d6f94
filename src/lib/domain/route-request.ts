/**
 * What Waku's router makes of a request, computed the way Waku does it (waku/dist/lib/utils/request.js,
 * rsc-path.js, router/common.js): RSC twins '/RSC/<encoded>.txt' lose one '_' at each end, 'R' is cut
 * off, empty path segments are dropped before matching. Everything that decides by path (the guard,
 * the page cache, statuses) asks this function, so none of them can disagree with the router.
 */
export type RouteRequest =
  | {
      ok: true;
      /** A client navigation's RSC request rather than a page load. */
      rsc: boolean;
      /** The route path Waku matches: '/' or '/a/b', no empty segments, no trailing slash. */
      path: string;
      /** The page's query string as the page receives it (for RSC: the 'query' parameter). */
      query: string;
      /** The request is spelt exactly as our own links and Waku's client spell it. */
      canonical: boolean;
    }
  | { ok: false };

export const RSC_PREFIX = '/RSC/';
/** Longer paths name no route of ours; refusing them early keeps them out of every cache and log. */
const MAX_PATH_LENGTH = 1024;

/** decodeURI, or undefined for malformed percent-encoding. */
export function decodePath(value: string): string | undefined {
  try {
    return decodeURI(value);
  } catch {
    return undefined;
  }
}

function joinSegments(path: string): string {
  return `/${path.split('/').filter(Boolean).join('/')}`;
}

/** Waku's encodeRscPath(encodeRoutePath(path)) for a canonical route path. */
export function rscPathOf(path: string): string {
  const route = path === '/' ? 'R/_root' : path.startsWith('/_') ? `R/__${path.slice(2)}` : `R${path}`;
  return `${route}.txt`;
}

/** The route path of an RSC request's encoded part ('R/posts.txt' → '/posts'), or undefined. */
function decodeRscRoute(encoded: string): string | undefined {
  if (!encoded.endsWith('.txt')) return undefined;
  let rscPath = encoded.slice(0, -'.txt'.length);
  if (rscPath.startsWith('_')) rscPath = rscPath.slice(1);
  if (rscPath.endsWith('_')) rscPath = rscPath.slice(0, -1);
  // 'F/…' are server functions and 'S/…' slices: this site has neither.
  if (!rscPath.startsWith('R')) return undefined;
  if (rscPath === 'R/_root') return '/';
  if (rscPath.startsWith('R/__')) return `/_${rscPath.slice('R/__'.length)}`;
  return rscPath.slice(1);
}

/** How Waku routes a request; computed once per request (middleware/start-request) and shared from there. */
export function routeRequest(url: URL): RouteRequest {
  const raw = url.pathname;
  if (raw.length > MAX_PATH_LENGTH) return { ok: false };
  const rsc = raw.startsWith(RSC_PREFIX);
  const decoded = decodePath(rsc ? raw.slice(RSC_PREFIX.length) : raw);
  if (decoded === undefined) return { ok: false };
  const routed = rsc ? decodeRscRoute(decoded) : decoded;
  // Waku decodes the path a second time while rendering: a '%' left now would throw there.
  if (routed === undefined || routed.includes('%')) return { ok: false };
  const path = joinSegments(routed);
  const params = url.searchParams;
  if (!rsc) return { ok: true, rsc, path, query: params.toString(), canonical: routed === path };
  const onlyQuery = [...params.keys()].every((name) => name === 'query');
  return {
    ok: true,
    rsc,
    path,
    query: params.get('query') ?? '',
    canonical: onlyQuery && decoded === rscPathOf(path),
  };
}

/** The canonical spelling of a page path, built from the raw (still percent-encoded) segments, so it never turns into '//host'. */
export function canonicalPagePath(url: URL): string {
  return joinSegments(url.pathname);
}

export function isDashboardPath(path: string): boolean {
  return path === '/dash' || path.startsWith('/dash/');
}

/** A request of the staff area: a dashboard page or its RSC navigation. */
export function isStaffArea(route: RouteRequest): boolean {
  return route.ok && isDashboardPath(route.path);
}
