import type { Context } from 'hono';

const KEY = 'requestUrl';

/**
 * The request's address, parsed once per request: a dozen middleware steps ask for it, and parsing it each time was
 * a tenth of a cached page's CPU (a CPU profile of a warm /posts/{id}). Shared: read it, never change it.
 */
export function requestUrl(c: Context): URL {
  let url = c.get(KEY) as URL | undefined;
  if (!url) {
    url = new URL(c.req.url);
    c.set(KEY, url);
  }
  return url;
}
