/**
 * A seeded random source (mulberry32): the same `--years` and seed give the same school, so two bench runs
 * measure the same content.
 */
export function randomSource(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (items) => items[Math.floor(next() * items.length)];
  return {
    next,
    int,
    pick,
    chance: (probability) => next() < probability,
    /** Several different items, in random order. */
    some: (items, count) => {
      const pool = [...items];
      const out = [];
      while (out.length < count && pool.length) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]);
      return out;
    },
    /** An item by weight: [[item, weight], …]. */
    weighted: (entries) => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [item, weight] of entries) if ((roll -= weight) < 0) return item;
      return entries.at(-1)[0];
    },
  };
}
