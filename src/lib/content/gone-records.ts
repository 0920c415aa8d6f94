import { goneSince, recordMark } from '../platform/takedown';

/**
 * What PocketBase answered as gone (contract.md, "Publishing": no copy kept for outages brings back a record or file
 * PocketBase has answered as gone) as the read cache meets it: a 404 to a record view marks the record in the
 * school's takedown ledger, and a copy standing in while PocketBase is down or slow leaves out every record marked
 * since the copy was stored, in whichever isolate or location the mark was made.
 */
const RECORD_PATH = /\/api\/collections\/([^/]+)\/records\/([^/]+)$/;
const LIST_PATH = /\/api\/collections\/([^/]+)\/records$/;

/** The body PocketBase sends for a record the public may not see. */
const NOT_FOUND_BODY = JSON.stringify({ data: {}, message: "The requested resource wasn't found.", status: 404 });

type Copy = { status: number; body: string; storedAt: number };

/** The record a public view read answered as gone (404), or undefined. */
export function goneRecordId(url: string, status: number): string | undefined {
  if (status !== 404) return undefined;
  const match = RECORD_PATH.exec(new URL(url).pathname);
  return match ? decodeURIComponent(match[2]!) : undefined;
}

/** A copy about to stand in for PocketBase, without what was taken down since it was stored. */
export async function withoutTakenDown(url: string, copy: Copy): Promise<Copy> {
  if (copy.status !== 200) return copy;
  const path = new URL(url).pathname;
  const record = RECORD_PATH.exec(path);
  if (record) {
    const id = decodeURIComponent(record[2]!);
    const gone = await goneSince([recordMark(id)], copy.storedAt);
    return gone.size > 0 ? { ...copy, status: 404, body: NOT_FOUND_BODY } : copy;
  }
  if (!LIST_PATH.test(path)) return copy;
  let list: { items?: Array<{ id?: unknown }>; totalItems?: number };
  try {
    list = JSON.parse(copy.body);
  } catch {
    return copy;
  }
  if (!Array.isArray(list.items) || list.items.length === 0) return copy;
  const ids = list.items.map((item) => String(item.id));
  const gone = await goneSince(ids.map(recordMark), copy.storedAt);
  if (gone.size === 0) return copy;
  const items = list.items.filter((item) => !gone.has(recordMark(String(item.id))));
  const removed = list.items.length - items.length;
  const totalItems = typeof list.totalItems === 'number' ? Math.max(0, list.totalItems - removed) : list.totalItems;
  return { ...copy, body: JSON.stringify({ ...list, items, totalItems }) };
}
