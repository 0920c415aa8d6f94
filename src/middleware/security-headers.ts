import type { MiddlewareHandler } from 'hono';

const HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Security headers on every response the worker produces, error pages included. Waku writes its
 * bootstrap and RSC payload as inline scripts without a nonce option, so HTML is streamed through
 * HTMLRewriter, which stamps each <script> with this response's nonce; the page content itself
 * cannot carry scripts (React escapes text, editor HTML is sanitised).
 */
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
    let response = new Response(c.res.body, { status: c.res.status, statusText: c.res.statusText, headers });
    if ((headers.get('content-type') ?? '').includes('text/html') && !c.req.path.startsWith('/api/')) {
      const nonce = newNonce();
      headers.set('Content-Security-Policy', contentSecurityPolicy(nonce));
      response = new Response(c.res.body, { status: c.res.status, statusText: c.res.statusText, headers });
      if (typeof HTMLRewriter !== 'undefined') {
        response = new HTMLRewriter()
          .on('script', {
            element(script) {
              script.setAttribute('nonce', nonce);
            },
          })
          .transform(response);
      }
    } else if (!headers.has('Content-Security-Policy')) {
      headers.set(
        'Content-Security-Policy',
        "default-src 'none'; img-src 'self'; style-src 'self'; frame-ancestors 'none'",
      );
      response = new Response(c.res.body, { status: c.res.status, statusText: c.res.statusText, headers });
    }
    c.res = response;
  };
}
