// npm start: PocketBase (migrated, seeded) + a fresh build served in the local Workers runtime.
// `npm start -- --no-demo` (or DEMO_CONTENT=0) starts a new database without the demo content.

import { STAFF } from "../pocketbase/seed/seed.mjs";
import { fail, stopOnSignal } from "./lib/lifecycle.mjs";
import { demoWanted, readDemoMarker } from "./lib/demo-marker.mjs";
import { superuserCredentials, defaultDataDir, startPocketBase } from "./lib/pocketbase.mjs";
import { assertPortFree } from "./lib/ports.mjs";
import { build, startWorker, varsFromEnv } from "./lib/worker.mjs";

const port = Number(process.env.PORT ?? 8787);
const pbPort = Number(process.env.PB_PORT ?? 8090);
const stops = [];
stopOnSignal(stops);

try {
  await assertPortFree(port, "Website", { envName: "PORT" });
  await assertPortFree(pbPort, "PocketBase", { envName: "PB_PORT" });
  const pocketbase = await startPocketBase({
    port: pbPort,
    dir: defaultDataDir,
    seedContent: demoWanted(),
    log: (line) => console.log(`[pocketbase] ${line}`),
  });
  stops.push(pocketbase.stop);
  console.log("[build] waku build …");
  build();
  const vars = { SITE_URL: `http://127.0.0.1:${port}`, ...varsFromEnv(), POCKETBASE_URL: pocketbase.url };
  const worker = await startWorker({
    port,
    vars,
    persistTo: ".wrangler/state",
    log: (line) => console.log(`[worker] ${line}`),
  });
  stops.push(worker.stop);
  const admin = superuserCredentials();
  console.log(`
  Website:            ${worker.url}
  PocketBase-Admin:   ${pocketbase.url}/_/  (Superuser ${admin.email} / ${admin.password})
  Dashboard-Login:    ${worker.url}/dash/login  (${staffLogin()})

  Strg-C beendet alles.`);
  const code = await Promise.race([pocketbase.exited.then(() => "PocketBase"), worker.exited.then(() => "Website")]);
  throw new Error(`${code} hat sich unerwartet beendet.`);
} catch (error) {
  for (const stop of stops.reverse()) await stop().catch(() => {});
  fail(error);
}

/** The demo login if this database got the demo content, else where accounts come from. */
function staffLogin() {
  return readDemoMarker(defaultDataDir)?.demo
    ? `Demo: ${STAFF.email} / ${STAFF.password}`
    : "Konten für Lehrkräfte im PocketBase-Admin unter Collections → users → New record anlegen";
}
