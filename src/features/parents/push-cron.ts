import { hostSchoolFrom, registeredSchoolConfig, type RegistryRow } from '../schools';
import { type SiteConfig, siteConfigFrom } from '../../lib/platform/config';
import { describeError, writeLog } from '../../lib/platform/log';
import type { WorkerBindings } from '../../lib/platform/bindings';
import { pushStore } from './push-client';

const EVERY_SCHOOL = 'SELECT 1 AS registered, id, pocketbase_url, site_url, name, short_name FROM schools ORDER BY id';

/** Every school this deployment serves: the registry's, or without one (or an empty one) the school of its vars. */
export async function schoolsToTell(env: WorkerBindings): Promise<SiteConfig[]> {
  const deployment = siteConfigFrom((name) => (typeof env[name] === 'string' ? env[name] : undefined));
  const registry = env.SCHOOLS;
  if (!registry) return [deployment];
  let rows: RegistryRow[];
  try {
    rows = (await registry.prepare(EVERY_SCHOOL).all<RegistryRow>()).results;
  } catch (error) {
    if (/no such table/i.test(String(error))) return [deployment];
    throw error;
  }
  if (rows.length === 0) return [deployment];
  return rows.flatMap((row) => {
    const found = hostSchoolFrom(row);
    return found.kind === 'school' ? [registeredSchoolConfig(deployment, found.school)] : [];
  });
}

/**
 * The cron (every minute): each school's subscriber store looks at its PocketBase and sends what went public. One
 * school's failure (its PocketBase down) is logged and leaves the others alone. `now`: the run's scheduled time, the
 * clock the grace period and the quiet hours are counted on (tests run the cron at a time of their choosing).
 */
export async function tellParents(env: WorkerBindings, now = Date.now()): Promise<void> {
  const schools = await schoolsToTell(env);
  await Promise.all(
    schools.map(async (config) => {
      const store = pushStore(env, config.siteId);
      if (!store) return;
      try {
        const report = await store.tick(
          {
            pocketbaseUrl: config.pocketbaseUrl,
            siteUrl: config.siteUrl,
            shortName: config.schoolShortName,
            name: config.schoolName,
          },
          now,
        );
        if (report.queued || report.baseline) writeLog('info', 'push-tick', { school: config.siteId, ...report });
      } catch (error) {
        writeLog('warn', 'push-tick-failed', { school: config.siteId, error: describeError(error) });
      }
    }),
  );
}
