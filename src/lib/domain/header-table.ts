/**
 * The security headers, once. The worker adds them to every answer it makes (middleware/security-headers.ts, with
 * HSTS from the settings and each page's CSP); the build writes `_headers` from the same table for the static files
 * the worker never sees (`staticHeadersFile`, waku.config.ts), without HSTS: a browser keeps that for the whole host
 * from the page.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
};

/** The policy of everything that is no page: nothing runs, images and styles only from the site. */
export const NON_HTML_CSP = "default-src 'none'; img-src 'self'; style-src 'self'; frame-ancestors 'none'";

/**
 * The service worker's policy is its own: it fetches the pages it keeps for offline reading and sends a renewed
 * push subscription.
 */
export const SERVICE_WORKER_CSP = "default-src 'none'; connect-src 'self'; img-src 'self'; frame-ancestors 'none'";

/** How long browsers keep the static files, by the paths the assets binding serves. */
const STATIC_RULES: readonly { path: string; why?: string; headers: Record<string, string>; replacesCsp?: boolean }[] =
  [
    { path: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    { path: '/builds/*', headers: { 'Cache-Control': 'no-store' } },
    {
      path: '/sw.js',
      why: "Checked on every visit, so a deploy's worker (and its build's caches) takes over at once.",
      headers: { 'Cache-Control': 'no-cache', 'Content-Security-Policy': SERVICE_WORKER_CSP },
      replacesCsp: true,
    },
  ];

/** Cloudflare's `_headers` for the static files: every one gets the table and the non-page policy. */
export function staticHeadersFile(): string {
  const block = (path: string, headers: Record<string, string>, detach: string[] = []) =>
    [path, ...detach.map((name) => `  ! ${name}`), ...Object.entries(headers).map(([n, v]) => `  ${n}: ${v}`)].join(
      '\n',
    );
  return [
    '# Written by the build from src/lib/domain/header-table.ts: edit it there.',
    block('/*', { ...SECURITY_HEADERS, 'Content-Security-Policy': NON_HTML_CSP }),
    ...STATIC_RULES.map((rule) =>
      [
        ...(rule.why ? [`# ${rule.why}`] : []),
        block(rule.path, rule.headers, rule.replacesCsp ? ['Content-Security-Policy'] : []),
      ].join('\n'),
    ),
  ]
    .join('\n\n')
    .concat('\n');
}
