/** A path is loaded anew after a deploy at most once in this window, so a bad deploy cannot loop. */
export const RELOAD_GUARD_MS = 10_000;
const MARKER = 'build-reload:';

type MarkerStore = Pick<Storage, 'getItem' | 'setItem'>;

/** Whether `path` may be loaded anew now; if so, the time is noted under the path's own marker. */
export function mayReload(store: MarkerStore, path: string, now: number): boolean {
  const last = Number(store.getItem(MARKER + path));
  if (now - last < RELOAD_GUARD_MS) return false;
  store.setItem(MARKER + path, String(now));
  return true;
}
