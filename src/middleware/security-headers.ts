import type { MiddlewareHandler } from 'hono';

const HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Security headers on every response the worker produces, error pages included. */
export default function securityHeaders(): MiddlewareHandler {
  return async function addSecurityHeaders(c, next) {
    await next();
    const headers = new Headers(c.res.headers);
    for (const [name, value] of Object.entries(HEADERS)) {
      if (!headers.has(name)) headers.set(name, value);
    }
    if (new URL(c.req.url).protocol === 'https:') {
      headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    }
    c.res = new Response(c.res.body, { status: c.res.status, statusText: c.res.statusText, headers });
  };
}
