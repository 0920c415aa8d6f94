import { expect, test } from 'vitest';
import { cacheKey } from '../../../../src/lib/content/read-copies';
import { schoolAddress, schoolKey } from '../../../../src/lib/platform/school-keys';

test('the single school keeps the keys it always had', () => {
  expect(schoolKey('default', 'page /?')).toBe('page /?');
  expect(schoolAddress('default', 'https://pb.at/api/x?a=1')).toBe('https://pb.at/api/x?a=1');
  expect(cacheKey('https://pb.at/api/x?b=2&a=1')).toBe('https://pb.at/api/x?a=1&b=2');
});

test('two schools never share a key, even with one PocketBase', () => {
  expect(schoolKey('s1.v1', 'page /?')).not.toBe(schoolKey('s2.v1', 'page /?'));
  expect(schoolKey('s1.v1', 'page /?')).not.toBe(schoolKey('s1.v2', 'page /?'));
  const read = 'https://pb.at/api/collections/posts/records?page=1';
  expect(cacheKey(read, 's1.v1')).not.toBe(cacheKey(read, 's2.v1'));
  expect(new URL(schoolAddress('s1.v1', read)).pathname).toBe('/api/collections/posts/records');
});
