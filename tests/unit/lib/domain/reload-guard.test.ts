import { describe, expect, test } from 'vitest';
import { mayReload, RELOAD_GUARD_MS } from '../../../../src/lib/domain/reload-guard';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('reload after a deploy', () => {
  test('a path is loaded anew at most once in 10 s', () => {
    const store = memoryStore();
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(mayReload(store, '/posts', 1_000_000)).toBe(true);
    expect(mayReload(store, '/posts', 1_000_000 + 9_999)).toBe(false);
    expect(mayReload(store, '/posts', 1_000_000 + 10_000)).toBe(true);
  });

  test('each path has its own marker, so another page may still reload', () => {
    const store = memoryStore();
    expect(mayReload(store, '/posts', 5_000_000)).toBe(true);
    expect(mayReload(store, '/kalender', 5_000_001)).toBe(true);
    expect(mayReload(store, '/posts', 5_000_002)).toBe(false);
    expect([...store.items.keys()].sort()).toEqual(['build-reload:/kalender', 'build-reload:/posts']);
    expect(store.items.get('build-reload:/posts')).toBe('5000000');
  });
});
