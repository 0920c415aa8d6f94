import { describe, expect, test } from 'vitest';
import {
  NON_HTML_CSP,
  SECURITY_HEADERS,
  SERVICE_WORKER_CSP,
  staticHeadersFile,
} from '../../../../src/lib/domain/header-table';

/** The headers Cloudflare's assets binding gives `path` from a `_headers` file: every matching block, in order. */
function headersFor(file: string, path: string) {
  const headers = new Map<string, string>();
  let matches = false;
  for (const line of file.split('\n')) {
    if (line.startsWith('#') || !line.trim()) continue;
    if (!line.startsWith(' ')) {
      const pattern = new RegExp(`^${line.trim().replace(/[.]/g, '\\.').replace(/\*/g, '.*')}$`);
      matches = pattern.test(path);
    } else if (matches) {
      const detach = /^\s+! (.+)$/.exec(line);
      if (detach) headers.delete(detach[1]!.toLowerCase());
      else {
        const [, name, value] = /^\s+([^:]+): (.+)$/.exec(line)!;
        headers.set(name!.toLowerCase(), value!);
      }
    }
  }
  return headers;
}

describe("the static files' _headers, from the one header table", () => {
  const file = staticHeadersFile();

  test.each(['/assets/site-abc.js', '/icons/icon-192.png', '/builds/latest.json', '/sw.js', '/robots.txt'])(
    '%s gets every security header of the table, and no HSTS (the page gives that)',
    (path) => {
      const headers = headersFor(file, path);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers.get(name.toLowerCase())).toBe(value);
      expect(headers.has('strict-transport-security')).toBe(false);
    },
  );

  test('a static file runs nothing; the service worker alone may fetch from the site', () => {
    expect(headersFor(file, '/icons/icon-192.png').get('content-security-policy')).toBe(NON_HTML_CSP);
    expect(headersFor(file, '/sw.js').get('content-security-policy')).toBe(SERVICE_WORKER_CSP);
  });

  test('hashed assets are kept a year, the build id and the service worker are checked every time', () => {
    expect(headersFor(file, '/assets/site-abc.js').get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(headersFor(file, '/builds/latest.json').get('cache-control')).toBe('no-store');
    expect(headersFor(file, '/sw.js').get('cache-control')).toBe('no-cache');
    expect(headersFor(file, '/icons/icon-192.png').has('cache-control')).toBe(false);
  });
});
