import { describe, expect, test } from 'vitest';
import { contentSecurityPolicy, getPlainPageStyleHashes, sha256Source } from '../../../src/lib/edge/csp';
import { ERROR_PAGE_CSS, errorHtml, SETUP_PAGE_CSS, setupHtml } from '../../../src/lib/edge/error-html';

describe('content security policy', () => {
  // The dashboard flags images from other sites in a post's text (post-foreign-image) because of this rule.
  test('pages load images only from the site itself (and data:/blob:), never from another host', () => {
    const imgSrc = /(?:^|; )img-src ([^;]*)/.exec(contentSecurityPolicy('n', 'sha256-x'))?.[1];
    expect(imgSrc?.split(' ').sort()).toEqual(["'self'", 'blob:', 'data:']);
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
