import { describe, expect, test } from 'vitest';
// Waku's own decoding, to prove ours routes every request exactly as Waku does.
import { decodeRoutePath, encodeRoutePath } from '../../../../node_modules/waku/dist/router/common.js';
import { decodeRscPath, encodeRscPath } from '../../../../node_modules/waku/dist/lib/utils/rsc-path.js';
import {
  canonicalPagePath,
  isDashboardPath,
  isStaffArea,
  routeRequest,
  rscPathOf,
} from '../../../../src/lib/domain/route-request';

const url = (path: string) => new URL(`http://127.0.0.1:8787${path}`);

/** The path Waku matches for an RSC request (request.js + define-router.js), empty segments dropped as getPathMapping does. */
function wakuRscRoute(path: string): string | undefined {
  try {
    const rscPath = decodeRscPath(decodeURI(url(path).pathname.slice('/RSC/'.length)));
    return `/${decodeRoutePath(rscPath).split('/').filter(Boolean).join('/')}`;
  } catch {
    return undefined;
  }
}

describe('route path of a request, as Waku routes it', () => {
  test.each([
    ['/dash/start', '/dash/start'],
    ['//dash/start', '/dash/start'],
    ['///dash/posts', '/dash/posts'],
    ['//dash/start/', '/dash/start'],
    ['/posts/', '/posts'],
    ['/', '/'],
  ])('the page %s is routed to %s', (path, route) => {
    const result = routeRequest(url(path));
    expect(result).toMatchObject({ ok: true, rsc: false, path: route });
  });

  test.each([
    '/RSC/R/dash/start.txt',
    '/RSC/R//dash/start.txt',
    '/RSC/_R/dash/start.txt',
    '/RSC/R/dash/start_.txt',
    '/RSC/Rdash/start.txt',
    '/RSC/R/_root.txt',
    '/RSC/R.txt',
    '/RSC/R/posts/post00000000007.txt',
    '/RSC/R/%64ash/start.txt',
  ])('the RSC request %s is routed where Waku routes it', (path) => {
    const result = routeRequest(url(path));
    expect(result.ok).toBe(true);
    expect(result.ok && result.path).toBe(wakuRscRoute(path));
  });

  test('only the spelling of our links and of Waku’s client counts as canonical', () => {
    for (const path of ['/dash/start', '/posts', '/']) {
      expect(routeRequest(url(path)), path).toMatchObject({ canonical: true });
      const rsc = `/RSC/${encodeRscPath(encodeRoutePath(path))}`;
      expect(rsc).toBe(`/RSC/${rscPathOf(path)}`);
      expect(routeRequest(url(rsc)), rsc).toMatchObject({ canonical: true, rsc: true, path });
    }
    for (const path of [
      '//dash/start',
      '/posts/',
      '/RSC/_R/dash/start.txt',
      '/RSC/R//dash/start.txt',
      '/RSC/Rdash/start.txt',
    ]) {
      expect(routeRequest(url(path)), path).toMatchObject({ canonical: false });
    }
    expect(routeRequest(url('/RSC/R/posts.txt?query=page%3D2&x=1'))).toMatchObject({ canonical: false });
  });

  test('the RSC twin’s page query comes from its query parameter', () => {
    expect(routeRequest(url('/RSC/R/posts.txt?query=page%3D3%26sort%3Dasc'))).toMatchObject({
      path: '/posts',
      query: 'page=3&sort=asc',
    });
    expect(routeRequest(url('/posts?page=3&sort=asc'))).toMatchObject({ query: 'page=3&sort=asc' });
  });

  test.each([
    '/RSC/',
    '/RSC/x',
    '/RSC/R',
    '/RSC/R/posts',
    '/RSC/R/posts.json',
    '/RSC/_.txt',
    '/RSC/__.txt',
    '/RSC/F/x.txt',
    '/RSC/S/slice.txt',
    '/RSC//R/dash/start.txt',
    '/%E0%A4%A',
    '/posts/%25E0%25A4',
    '/..%2f..%2fetc/passwd',
    `/${'a'.repeat(2000)}`,
  ])('%s is refused before it reaches the router', (path) => {
    expect(routeRequest(url(path))).toEqual({ ok: false });
  });

  test('a canonical page path keeps its encoding, so it never becomes another host', () => {
    expect(canonicalPagePath(url('//%5Cevil.example'))).toBe('/%5Cevil.example');
    expect(canonicalPagePath(url('///evil.example//x/'))).toBe('/evil.example/x');
    expect(canonicalPagePath(url('/'))).toBe('/');
  });

  test('the dashboard is /dash and everything below it, nothing else', () => {
    expect(isDashboardPath('/dash')).toBe(true);
    expect(isDashboardPath('/dash/start')).toBe(true);
    expect(isDashboardPath('/dashboard')).toBe(false);
    expect(isDashboardPath('/posts/dash')).toBe(false);
  });

  test('the staff area: dashboard pages and their RSC navigations, not an address Waku cannot route', () => {
    expect(isStaffArea(routeRequest(url('/dash/start')))).toBe(true);
    expect(isStaffArea(routeRequest(url('/RSC/R/dash/start.txt')))).toBe(true);
    expect(isStaffArea(routeRequest(url('/RSC/R/posts.txt')))).toBe(false);
    expect(isStaffArea(routeRequest(url('/dashboard')))).toBe(false);
    expect(isStaffArea(routeRequest(url('/RSC/dash/start')))).toBe(false);
  });
});
