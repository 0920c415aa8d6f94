import { describe, expect, test } from 'vitest';
import { contentSecurityPolicy } from '../../../src/lib/edge/csp';

describe('content security policy', () => {
  // The dashboard flags images from other sites in a post's text (post-foreign-image) because of this rule.
  test('pages load images only from the site itself (and data:/blob:), never from another host', () => {
    const imgSrc = /(?:^|; )img-src ([^;]*)/.exec(contentSecurityPolicy('n', 'sha256-x'))?.[1];
    expect(imgSrc?.split(' ').sort()).toEqual(["'self'", 'blob:', 'data:']);
  });
});
