import { LRUCache } from 'lru-cache';

export type Entry = { body: string; storedAt: number };

/**
 * The isolate's own copy of recent reads or renderings: a warm page view then costs no Cache API
 * lookup at all. Bounded by bytes (of the body); the least recently used entries go first, and an entry larger than
 * the whole budget is not kept.
 */
export class MemoryCache<T extends { body: string } = Entry> extends LRUCache<string, T> {
  constructor(maxBytes: number) {
    // lru-cache wants every size positive: an empty body counts as one byte.
    super({ maxSize: maxBytes, sizeCalculation: (entry) => entry.body.length || 1 });
  }
}
