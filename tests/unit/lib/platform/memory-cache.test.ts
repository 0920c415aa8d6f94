import { describe, expect, test } from 'vitest';
import { MemoryCache } from '../../../../src/lib/platform/memory-cache';

const entry = (body: string) => ({ body, storedAt: 1 });

describe('in-isolate memory cache', () => {
  test('keeps entries until its byte budget is exceeded, then drops the least recently used', () => {
    const cache = new MemoryCache(10);
    cache.set('a', entry('aaaa'));
    cache.set('b', entry('bbbb'));
    cache.get('a');
    cache.set('c', entry('cccc'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.body).toBe('aaaa');
    expect(cache.get('c')?.body).toBe('cccc');
  });

  test('replacing an entry frees its old size, and an entry larger than the budget is not kept', () => {
    const cache = new MemoryCache(10);
    cache.set('a', entry('aaaaaaaa'));
    cache.set('a', entry('aa'));
    cache.set('b', entry('bbbbbbbb'));
    expect(cache.get('a')?.body).toBe('aa');
    cache.set('huge', entry('x'.repeat(11)));
    expect(cache.get('huge')).toBeUndefined();
  });
});
