/**
 * Records PocketBase has answered as gone (404 on a view: deleted, or no longer public), so that no copy kept for
 * outages brings one back (contract.md, "Publishing"): a list served from an old copy while the backend is down
 * leaves them out. Per isolate; bounded, oldest forgotten first.
 */
const MAX_REMEMBERED = 10_000;
const RECORD_PATH = /\/api\/collections\/([^/]+)\/records\/([^/]+)$/;
const LIST_PATH = /\/api\/collections\/([^/]+)\/records$/;

const gone = new Set<string>();

const keyOf = (collection: string, id: string) => `${decodeURIComponent(collection)}/${decodeURIComponent(id)}`;

/** Learns from each backend answer to a record view: a 404 marks the record gone, a 200 brings it back. */
export function noteRecordAnswer(url: string, status: number): void {
  const match = RECORD_PATH.exec(new URL(url).pathname);
  if (!match) return;
  const key = keyOf(match[1]!, match[2]!);
  if (status === 404) {
    gone.delete(key);
    gone.add(key);
    if (gone.size > MAX_REMEMBERED) gone.delete(gone.values().next().value!);
  } else if (status === 200) gone.delete(key);
}

/** A stored list's body without the records known to be gone; any other body as it is. */
export function withoutGoneRecords(url: string, body: string): string {
  const match = LIST_PATH.exec(new URL(url).pathname);
  if (!match || gone.size === 0) return body;
  const collection = match[1]!;
  let list: { items?: Array<{ id?: string }>; totalItems?: number };
  try {
    list = JSON.parse(body);
  } catch {
    return body;
  }
  if (!Array.isArray(list.items)) return body;
  const items = list.items.filter((item) => !gone.has(keyOf(collection, String(item.id))));
  if (items.length === list.items.length) return body;
  const removed = list.items.length - items.length;
  const totalItems = typeof list.totalItems === 'number' ? Math.max(0, list.totalItems - removed) : list.totalItems;
  return JSON.stringify({ ...list, items, totalItems });
}
