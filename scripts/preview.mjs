// npm run preview: the last build on PORT against POCKETBASE_URL, without starting PocketBase.
import { fail, stopOnSignal } from "./lib/lifecycle.mjs";
import { siteEnv } from "./lib/settings.mjs";
import { localSecrets, startWorker, varsFromEnv } from "./lib/worker.mjs";

const port = Number(process.env.PORT ?? 8787);
const stops = [];
stopOnSignal(stops);

try {
  const env = siteEnv();
  /** @type {Record<string, string>} */
  const vars = { SITE_URL: `http://127.0.0.1:${port}`, ...varsFromEnv(env) };
  const worker = await startWorker({
    port,
    vars,
    secrets: localSecrets(env),
    persistTo: ".wrangler/state",
    cron: true,
    log: (line) => console.log(`[worker] ${line}`),
  });
  stops.push(worker.stop);
  console.log(
    `\n  Website: ${worker.url} (Inhalte von ${vars.POCKETBASE_URL ?? "POCKETBASE_URL aus wrangler.toml"})\n  Strg-C beendet.`,
  );
  await worker.exited;
  throw new Error("Die Website hat sich unerwartet beendet.");
} catch (error) {
  for (const stop of stops.reverse()) await stop().catch(() => {});
  fail(error);
}
