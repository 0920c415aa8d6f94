import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { get, startWorker } from '../helpers/worker';

let worker: Miniflare;

beforeAll(async () => {
  worker = await startWorker({ POCKETBASE_URL: inject('pocketbaseUrl') });
});
afterAll(() => worker?.dispose());

describe('edge routing', () => {
  test('bare /dash redirects to /dash/start', async () => {
    for (const path of ['/dash', '/dash/']) {
      const { response } = await get(worker, path);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/dash/start');
    }
  });

  test('a client navigation to /dash is redirected to /dash/start as well', async () => {
    const { response, text } = await get(worker, '/RSC/R/dash.txt');
    expect(response.status).toBe(200);
    expect(text).toContain('/dash/start');
  });

  test('an unknown route answers 404 with the German error page and the requested path', async () => {
    const { response, text } = await get(worker, '/gibt-es-nicht?x=1');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(text).toContain('Seite nicht gefunden!');
    expect(text).toContain('Die angeforderte Seite konnte nicht gefunden werden.');
    expect(text).toContain('Zurück zur Startseite');
    expect(text).toContain('Page not found: /gibt-es-nicht?x=1');
  });

  test('a very long or oddly encoded path still gets a clean 404, never a 500', async () => {
    for (const path of [
      `/${'a'.repeat(5000)}`,
      '/%E0%A4%A',
      '/posts/a/b/c',
      '/..%2f..%2fetc/passwd',
      '/posts/%25E0%25A4',
      '/projects/%25',
    ]) {
      const { response, text } = await get(worker, path);
      expect(response.status, path).toBe(404);
      expect(text).not.toMatch(/at \w+ \(|stack/i);
    }
  });

  test('a client navigation to an unknown post gets the placeholder with 200; only the page load answers 404', async () => {
    const rsc = await get(worker, '/RSC/R/posts/zzzzzzzzzzzzzzz.txt');
    expect(rsc.response.status).toBe(200);
    expect(rsc.response.headers.get('content-type')).toContain('text/x-component');
    expect(rsc.text).toContain('Post not found!');
    const html = await get(worker, '/posts/zzzzzzzzzzzzzzz');
    expect(html.response.status).toBe(404);
    expect(html.text).toContain('Post not found!');
  });

  test('an undecodable path gets the German 404 page with the security headers and the CSP', async () => {
    const { response, text } = await get(worker, '/%E0%A4%A');
    expect(response.status).toBe(404);
    expect(text).toContain('Seite nicht gefunden!');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('/serverError shows the other error variant', async () => {
    const { response, text } = await get(worker, '/serverError');
    expect(response.status).toBe(200);
    expect(text).toContain('Ein Fehler ist aufgetreten!');
    expect(text).toContain('Die Website ist momentan nicht erreichbar.');
  });

  test('the home page renders in German with the title template and social tags', async () => {
    const { response, text } = await get(worker, '/');
    expect(response.status).toBe(200);
    expect(text).toContain('<html lang="de-AT"');
    expect(text).toContain('<title>Startseite - MS Sonnenberg</title>');
    expect(text).toContain('<meta property="og:locale" content="de_AT"/>');
    expect(text).toContain('<meta name="twitter:card"');
    expect(text).toContain('<link rel="canonical" href="http://127.0.0.1:8787/"/>');
  });
});

describe('security headers', () => {
  test.each(['/', '/gibt-es-nicht', '/serverError', '/robots.txt'])('%s carries the security headers', async (path) => {
    const { response } = await get(worker, path);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });
});

describe('content security policy', () => {
  test('each response gets a fresh nonce', async () => {
    const first = (await get(worker, '/')).response.headers.get('content-security-policy');
    const second = (await get(worker, '/')).response.headers.get('content-security-policy');
    expect(first).not.toBe(second);
  });
});
