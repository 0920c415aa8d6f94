import { describe, expect, test } from 'vitest';
import { safeNextPath } from '../../src/lib/auth/next-path';
import { isExpired, readTokenClaims } from '../../src/lib/auth/token';
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

  test('token claims are read without trust and expiry is checked locally', () => {
    const token = `x.${btoa(JSON.stringify({ id: 'abc', exp: 1000 }))}.y`;
    expect(readTokenClaims(token)).toEqual({ id: 'abc', exp: 1000 });
    expect(isExpired({ id: 'abc', exp: 1000 }, 1_000_001)).toBe(true);
    expect(readTokenClaims('garbage')).toBeUndefined();
    expect(readTokenClaims(`x.${btoa('{"id":1}')}.y`)).toBeUndefined();
  });
});
