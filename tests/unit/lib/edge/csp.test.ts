import { describe, expect, test, vi } from 'vitest';
import {
  contentSecurityPolicy,
  getPlainPageStyleHashes,
  newNonce,
  NONCE_LENGTH,
  sha256Source,
} from '../../../../src/lib/edge/csp';
import { ERROR_PAGE_CSS, errorHtml, SETUP_PAGE_CSS, setupHtml } from '../../../../src/lib/edge/error-html';

describe('content security policy', () => {
  // The dashboard flags images from other sites in a post's text (post-foreign-image) because of this rule.
  test('pages load images only from the site itself (and data:/blob:), never from another host', () => {
    const imgSrc = /(?:^|; )img-src ([^;]*)/.exec(contentSecurityPolicy('n', 'sha256-x'))?.[1];
    expect(imgSrc?.split(' ').sort()).toEqual(["'self'", 'blob:', 'data:']);
  });
});

describe('nonces', () => {
  test('every response gets its own: 10,000 nonces, no two alike, each 132 random bits in base64', () => {
    const nonces = Array.from({ length: 10_000 }, newNonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(nonce).toMatch(new RegExp(`^[A-Za-z0-9+/]{${NONCE_LENGTH}}$`));
  });

  test('the random source is asked once for many responses, not once per response', () => {
    const random = vi.spyOn(crypto, 'getRandomValues');
    try {
      for (let index = 0; index < 460; index += 1) newNonce();
      expect(random.mock.calls.length).toBeGreaterThanOrEqual(10);
      expect(random.mock.calls.length).toBeLessThanOrEqual(11);
    } finally {
      random.mockRestore();
    }
  });
});

describe('inline styles', () => {
  const styleSrc = (policy: string) => /(?:^|; )style-src ([^;]*)/.exec(policy)?.[1];

  test('with the page style hashes given, exactly those inline styles are allowed, nothing else inline', () => {
    expect(styleSrc(contentSecurityPolicy('n', 'sha256-t', ['sha256-a', 'sha256-b']))).toBe(
      "'self' 'sha256-a' 'sha256-b'",
    );
  });

  test('without them (waku dev, which injects its own styles) any inline style is allowed', () => {
    expect(styleSrc(contentSecurityPolicy('n', 'sha256-t'))).toBe("'self' 'unsafe-inline'");
  });

  test('a hash is the base64 SHA-256 of the exact text, as browsers compute it', async () => {
    const { createHash } = await import('node:crypto');
    const text = ':root{--x:1}';
    expect(await sha256Source(text)).toBe(`sha256-${createHash('sha256').update(text).digest('base64')}`);
  });

  test('the plain error pages keep their own styles allowed', async () => {
    expect(await getPlainPageStyleHashes()).toEqual([
      await sha256Source(ERROR_PAGE_CSS),
      await sha256Source(SETUP_PAGE_CSS),
    ]);
    expect(errorHtml(404, 'x')).toContain(`<style>${ERROR_PAGE_CSS}</style>`);
    expect(setupHtml()).toContain(`<style>${SETUP_PAGE_CSS}</style>`);
  });
});
