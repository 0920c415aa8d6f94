// What Cloudflare does with wrangler.toml's [triggers] on a deployed worker, for `npm start` and `npm run preview`:
// the cron every minute, through the endpoint `wrangler dev --test-scheduled` offers (startWorker's `cron`).

/** The cron's path on a worker started with --test-scheduled. */
export const SCHEDULED_PATH = "/__scheduled?cron=*+*+*+*+*";
const MINUTE_MS = 60_000;

/**
 * Runs the worker's cron now and then every minute until the returned stop is called.
 * @param {string} url the worker's address
 * @param {(line: string) => void} log where a failed run is reported
 * @returns {() => void} stop
 */
export function runCronEveryMinute(url, log, intervalMs = MINUTE_MS) {
  const run = async () => {
    try {
      const response = await fetch(`${url}${SCHEDULED_PATH}`, { signal: AbortSignal.timeout(intervalMs) });
      await response.body?.cancel();
      if (!response.ok) log(`Cron: die Website antwortete ${response.status}.`);
    } catch (error) {
      log(`Cron: die Website war nicht erreichbar (${/** @type {Error} */ (error).message}).`);
    }
  };
  void run();
  const timer = setInterval(run, intervalMs);
  return () => clearInterval(timer);
}
