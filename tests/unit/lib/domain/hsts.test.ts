import { describe, expect, test } from 'vitest';
import { hstsValue } from '../../../../src/lib/domain/hsts';

describe('HSTS', () => {
  test.each([
    [{ includeSubDomains: false, preload: false }, 'max-age=31536000'],
    [{ includeSubDomains: true, preload: false }, 'max-age=31536000; includeSubDomains'],
    [{ includeSubDomains: true, preload: true }, 'max-age=31536000; includeSubDomains; preload'],
    [{ includeSubDomains: false, preload: true }, 'max-age=31536000'],
  ])('%j → %s', (options, value) => {
    expect(hstsValue(options)).toBe(value);
  });
});
