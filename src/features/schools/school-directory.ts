import { LRUCache } from 'lru-cache';
import { type HostSchool, hostSchoolFrom, type RegistryRow } from './rules/school-registry';

/** A lookup younger than this is used as it is. */
export const REGISTRY_FRESH_MS = 30_000;
/** One older than this is asked anew before it is used: a registry change shows within this time. */
export const REGISTRY_MAX_AGE_MS = 60_000;

/**
 * One statement, one row, whatever the host: whether the registry has any school (none: the deployment serves its
 * one school from its vars), and the school the host belongs to, if any.
 */
const LOOKUP = `SELECT EXISTS (SELECT 1 FROM schools) AS registered,
  s.id, s.pocketbase_url, s.site_url, s.name, s.short_name
  FROM (SELECT 1) LEFT JOIN school_hosts h ON h.host = ?1 LEFT JOIN schools s ON s.id = h.school_id`;

type Known = { answer: HostSchool; at: number; refreshing?: Promise<void> };

/** The registry cannot be read and this isolate has never read it for the host. */
export class RegistryUnavailableError extends Error {
  constructor(options?: ErrorOptions) {
    super('registry of schools (D1 SCHOOLS) unavailable', options);
    this.name = 'RegistryUnavailableError';
  }
}

/** D1 says the tables are not there: the registry was never set up, so the deployment has one school. */
const isMissingTable = (error: unknown) => error instanceof Error && /no such table/i.test(error.message);

async function ask(db: D1Database, host: string): Promise<HostSchool> {
  try {
    return hostSchoolFrom(await db.prepare(LOOKUP).bind(host).first<RegistryRow>());
  } catch (error) {
    if (isMissingTable(error)) return { kind: 'single' };
    throw error;
  }
}

/**
 * The registry of schools as this isolate has read it, host by host: a warm request reads no D1 at all. A lookup is
 * used for REGISTRY_FRESH_MS, then served once more while it is asked anew in the background, and never past
 * REGISTRY_MAX_AGE_MS, unless D1 cannot be reached: then the last answer stands (one school's registry row does not
 * take its site down with D1).
 */
export class SchoolDirectory {
  /** The hosts asked last; made-up Host headers cannot make it hold more. */
  private readonly known = new LRUCache<string, Known>({ max: 10_000 });

  async lookup(
    db: D1Database,
    host: string,
    { now = Date.now(), waitUntil }: { now?: number; waitUntil?: (promise: Promise<unknown>) => void } = {},
  ): Promise<HostSchool> {
    const known = this.known.get(host);
    const age = known ? now - known.at : Infinity;
    if (known && age < REGISTRY_FRESH_MS) return known.answer;
    if (known && age < REGISTRY_MAX_AGE_MS && waitUntil) {
      known.refreshing ??= this.refresh(db, host, now).then(
        () => undefined,
        () => {
          known.refreshing = undefined;
        },
      );
      waitUntil(known.refreshing);
      return known.answer;
    }
    try {
      return await this.refresh(db, host, now);
    } catch (error) {
      if (known) return known.answer;
      throw new RegistryUnavailableError({ cause: error });
    }
  }

  /** Asks D1 and remembers the answer as of `askedAt`. */
  private async refresh(db: D1Database, host: string, askedAt: number): Promise<HostSchool> {
    const answer = await ask(db, host);
    this.known.set(host, { answer, at: askedAt });
    return answer;
  }
}
