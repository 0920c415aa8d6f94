/**
 * A pure function with its results remembered for the last `max` distinct keys: the same editor HTML is
 * sanitised and cut into excerpts once per isolate, not on every render (a Map keeps insertion order,
 * so the oldest key goes first).
 */
export function memoize<Args extends unknown[], Result>(
  fn: (...args: Args) => Result,
  key: (...args: Args) => string,
  max = 1000,
): (...args: Args) => Result {
  const results = new Map<string, Result>();
  return (...args: Args) => {
    const id = key(...args);
    if (results.has(id)) return results.get(id) as Result;
    const result = fn(...args);
    if (results.size >= max) results.delete(results.keys().next().value as string);
    results.set(id, result);
    return result;
  };
}
