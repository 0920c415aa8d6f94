/** The Workers Cache API of this location (shared by its isolates); undefined under `waku dev` on Node. */
export function sharedCache(): Cache | undefined {
  return (globalThis as { caches?: { default?: Cache } }).caches?.default;
}
