import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { SiteEnv } from '../platform/request-context';

/**
 * Reads a request's body with `read`, refused as it arrives once it passes `maxBytes` (Hono's bodyLimit: a declared
 * length is checked before anything is read, a chunked body while it streams). 'too-large' when refused; undefined
 * when `read` fails on a malformed body.
 */
export async function readLimitedBody<T>(
  c: Context<SiteEnv>,
  maxBytes: number,
  read: () => Promise<T>,
): Promise<T | 'too-large' | undefined> {
  let result: T | 'too-large' | undefined = 'too-large';
  await bodyLimit({ maxSize: maxBytes, onError: () => new Response(null, { status: 413 }) })(c, async () => {
    result = await read().catch(() => undefined);
  });
  return result;
}
