import { describe, expect, test } from 'vitest';
import { safeNextPath } from '../../src/lib/domain/next-path';
import { isSessionId, newSessionId } from '../../src/lib/edge/auth/staff-auth-client';
import { middlewareChain } from '../../src/middleware';

describe('middleware chain', () => {
  test('an unknown middleware name stops the worker from starting', () => {
    expect(() => middlewareChain(['security-headers', 'auht-guard'])).toThrow(/Unknown middleware "auht-guard"/);
  });

  test('known names resolve in the order given', () => {
    expect(middlewareChain(['redirects', 'auth-guard'])).toHaveLength(2);
  });
});

describe('sign-in rules', () => {
  test('next only ever leads into our own dashboard', () => {
    expect(safeNextPath('/dash/teachers')).toBe('/dash/teachers');
    expect(safeNextPath('/dash/posts/post00000000001')).toBe('/dash/posts/post00000000001');
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/posts',
      '/dash/../x',
      '/dash//evil',
      null,
    ]) {
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
