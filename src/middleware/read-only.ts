import type { MiddlewareHandler } from 'hono';

/**
 * The site only reads: once the sign-in and sign-out forms have taken their POSTs, nothing but GET
 * and HEAD reaches Waku, which would treat a POST as a server action or an RSC call (the site has none).
 */
export default function readOnly(): MiddlewareHandler {
  return async function onlyReads(c, next) {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    c.res = c.text('Diese Adresse kann nur gelesen werden.', 405, { Allow: 'GET, HEAD' });
  };
}
