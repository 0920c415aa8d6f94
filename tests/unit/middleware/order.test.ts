import { OTHER_HOST_PATHS } from '../fixtures';
import { describe, expect, test } from 'vitest';
import { safeNextPath } from '../../../src/lib/domain/next-path';
import { isSessionId, newSessionId } from '../../../src/features/staff/staff-auth-client';
import { MIDDLEWARE } from '../../../src/middleware';
import authGuard from '../../../src/features/staff/routes/guard';
import errorPage from '../../../src/middleware/error-page';
import { oldAddresses } from '../../../src/features/old-addresses';
import pageCache from '../../../src/middleware/page-cache';
import pageStatus from '../../../src/middleware/page-status';
import pageHead from '../../../src/middleware/page-head';
import readOnly from '../../../src/middleware/read-only';
import redirects from '../../../src/middleware/redirects';
import requestContext from '../../../src/middleware/start-request';
import requestLog from '../../../src/middleware/request-log';
import routeCheck from '../../../src/middleware/route-check';
import machineRoutes from '../../../src/middleware/machine-routes';
import schoolIdentity from '../../../src/middleware/school-identity';
import securityHeaders from '../../../src/middleware/security-headers';

const at = (middleware: (typeof MIDDLEWARE)[number]) => MIDDLEWARE.indexOf(middleware);

describe('middleware order', () => {
  test('the request context comes first; the request log sees every final answer; security headers wrap every answer, error pages and page statuses included', () => {
    expect(MIDDLEWARE.slice(0, 4)).toEqual([requestContext, requestLog, securityHeaders, errorPage]);
    expect(at(pageStatus)).toBeGreaterThan(at(errorPage));
  });

  test("old addresses see a page's final status, and the root's WordPress query before the root's own redirect drops it", () => {
    expect(at(oldAddresses)).toBe(at(pageStatus) - 1);
    expect(at(oldAddresses)).toBeLessThan(at(redirects));
  });

  test('no page is served from the page cache before the guard and the route check have run', () => {
    for (const earlier of [routeCheck, redirects, authGuard, readOnly]) {
      expect(at(earlier)).toBeGreaterThan(-1);
      expect(at(earlier)).toBeLessThan(at(pageCache));
    }
  });

  test('feeds, sitemap and manifest are answered behind the page cache, with the school record started', () => {
    expect(MIDDLEWARE.at(-1)).toBe(machineRoutes);
    expect(at(pageCache)).toBeLessThan(at(machineRoutes));
  });

  test('the inline stylesheet and structured data are in a page before the page cache keeps it', () => {
    expect(at(pageHead)).toBe(at(pageCache) + 1);
  });

  test("the inline stylesheet waits for the school's accent colour, read inside it", () => {
    expect(at(pageHead)).toBeLessThan(at(schoolIdentity));
  });
});

describe('school identity', () => {
  test('the school record is read only for what the page cache did not serve', () => {
    expect(at(schoolIdentity)).toBeGreaterThan(at(pageCache));
    expect(at(schoolIdentity)).toBeLessThan(at(machineRoutes));
  });
});

describe('sign-in rules', () => {
  test('next only ever leads into our own dashboard', () => {
    expect(safeNextPath('/dash/teachers')).toBe('/dash/teachers');
    expect(safeNextPath('/dash/posts/post00000000001')).toBe('/dash/posts/post00000000001');
    for (const bad of ['https://evil.example', ...OTHER_HOST_PATHS, '/posts', '/dash/../x', '/dash//evil', null]) {
      expect(safeNextPath(bad), String(bad)).toBe('/dash/start');
    }
  });

  test('a session id is 256 random bits in base64url, and nothing else passes for one', () => {
    const id = newSessionId();
    expect(isSessionId(id)).toBe(true);
    expect(newSessionId()).not.toBe(id);
    for (const bad of [undefined, '', 'x.y.z', `${id}=`, id.slice(1), `${id.slice(1)}/`]) {
      expect(isSessionId(bad), String(bad)).toBe(false);
    }
  });
});
