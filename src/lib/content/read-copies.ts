import { lifetimeSeconds, STALE_IF_ERROR_SECONDS } from '../domain/cache-policy';
import { SCHEDULE_COLLECTION } from '../domain/publishing';
import { DEFAULT_SITE_ID } from '../platform/config';
import { MemoryCache } from '../platform/memory-cache';
import { getSiteConfig } from '../platform/request-context';
import { schoolAddress } from '../platform/school-keys';
import { sharedMatch, sharedPut } from '../platform/shared-cache';

/**
 * The copies of backend answers the reads keep (cached-fetch.ts decides when to use them): in this isolate's memory
 * and in the Workers Cache API, each school's under its own key, and which of them a scheduled publication outdated.
 */

const STORED_AT = 'x-stored-at';
// The Cache API keeps 200s only; the backend's own status rides along in a header.
const STATUS = 'x-backend-status';

/** A backend answer as stored: 200s (content) and 404s (unknown ids). */
export type Stored = { status: number; body: string; storedAt: number };

/** Isolates have 128 MB; a few MB of recent reads spare most Cache API lookups. */
export const memory = new MemoryCache<Stored>(8 * 1024 * 1024);

/** Same read of the same school, same key: query parameters sorted, nothing else kept. */
export function cacheKey(url: string, cacheScope: string = DEFAULT_SITE_ID): string {
  const parsed = new URL(url);
  parsed.searchParams.sort();
  parsed.hash = '';
  return schoolAddress(cacheScope, parsed.toString());
}

/** Reads whose answer changes when a scheduled post or calendar entry goes public, the schedule's own included. */
export const SCHEDULED_PATH = new RegExp(`/api/collections/(posts|calendar|${SCHEDULE_COLLECTION})/records`);
/**
 * When a scheduled record of each school (its scope and PocketBase) last went public, as far as this isolate knows: copies of such reads from
 * before are outdated.
 */
const scheduleChangedAt = new Map<string, number>();

/**
 * The schedule says a scheduled post or entry of the request's school went public at `at` (ms since epoch): this
 * isolate's copies of posts and calendar reads from before are outdated.
 */
export function noteScheduleChange(at: number): void {
  const { cacheScope, pocketbaseUrl } = getSiteConfig();
  const key = scheduleKey(cacheScope, pocketbaseUrl);
  scheduleChangedAt.set(key, Math.max(scheduleChangedAt.get(key) ?? 0, at));
}

/** A school's schedule is its PocketBase's: by the school's scope and the PocketBase it reads. */
const scheduleKey = (cacheScope: string, pocketbase: string) => schoolAddress(cacheScope, new URL(pocketbase).origin);

/** A copy of a posts or calendar read from before the school's last scheduled publication is no longer fresh. */
export function outdatedBySchedule(stored: Stored, url: string, cacheScope: string): boolean {
  const changedAt = scheduleChangedAt.get(scheduleKey(cacheScope, url)) ?? 0;
  return stored.storedAt < changedAt && SCHEDULED_PATH.test(new URL(url).pathname);
}

/** The Cache API's copy (shared by the isolates of a location), remembered in memory on the way. */
export async function readShared(key: string): Promise<Stored | undefined> {
  const hit = await sharedMatch(key);
  if (!hit) return undefined;
  const storedAt = Number(hit.headers.get(STORED_AT));
  const stored = {
    status: Number(hit.headers.get(STATUS)) || 200,
    body: await hit.text(),
    storedAt: Number.isFinite(storedAt) ? storedAt : 0,
  };
  memory.set(key, stored);
  return stored;
}

/** Keeps a backend answer for its lifetime (cache-policy), in memory and in the Cache API. */
export async function store(key: string, stored: Stored, ttlSeconds: number): Promise<void> {
  const lifetime = lifetimeSeconds(stored.status, ttlSeconds);
  if (lifetime <= 0) return;
  memory.set(key, stored);
  const response = new Response(stored.body, {
    headers: {
      'content-type': 'application/json',
      [STATUS]: String(stored.status),
      'cache-control': `public, max-age=${lifetime + STALE_IF_ERROR_SECONDS}`,
      [STORED_AT]: String(stored.storedAt),
    },
  });
  await sharedPut(key, response);
}
