import { OTHER_HOST_PATHS } from '../../fixtures';
import { describe, expect, test } from 'vitest';
import { sameOriginPath } from '../../../../src/lib/domain/same-origin-path';

describe('same-origin paths (the new-build reload target)', () => {
  test('a path of this site passes unchanged', () => {
    expect(sameOriginPath('/posts?page=2#x')).toBe('/posts?page=2#x');
    expect(sameOriginPath('/')).toBe('/');
  });

  test.each([...OTHER_HOST_PATHS, 'https://evil.example/', 'javascript:alert(1)', 'posts', '', undefined])(
    '%s is refused',
    (value) => {
      expect(sameOriginPath(value)).toBeUndefined();
    },
  );
});
