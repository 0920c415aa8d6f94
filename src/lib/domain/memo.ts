import { LRUCache } from 'lru-cache';

/**
 * A pure function with its results remembered for the `max` keys used last: the same editor HTML is sanitised
 * and cut into excerpts once per isolate, not on every render.
 */
export function memoize<Args extends unknown[], Result>(
  fn: (...args: Args) => Result,
  key: (...args: Args) => string,
  max = 1000,
): (...args: Args) => Result {
  // Boxed: lru-cache takes an undefined value for a delete, and an undefined result is a result too.
  const results = new LRUCache<string, { result: Result }>({ max });
  return (...args: Args) => {
    const id = key(...args);
    const known = results.get(id);
    if (known) return known.result;
    const result = fn(...args);
    results.set(id, { result });
    return result;
  };
}
