// npm run pb: PocketBase alone, migrated, with the demo content on a new database (`-- --no-demo`: without).
import { STAFF } from "../pocketbase/seed/seed.mjs";
import { demoWanted, readDemoMarker } from "./lib/demo-marker.mjs";
import { superuserCredentials, defaultDataDir, startPocketBase } from "./lib/pocketbase.mjs";

const port = Number(process.env.PB_PORT || 8090);

let pocketBase;
try {
  pocketBase = await startPocketBase({
    port,
    dir: defaultDataDir,
    seedContent: demoWanted(),
    log: (line) => console.log(line),
  });
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(1);
}

const admin = superuserCredentials();
console.log(`
PocketBase:     ${pocketBase.url}
Admin-UI:       ${pocketBase.url}/_/   (${admin.email} / ${admin.password})
Lehrkräfte:     ${readDemoMarker(defaultDataDir)?.demo ? `Demo ${STAFF.email} / ${STAFF.password}` : "im Admin-UI unter Collections → users anlegen"}
Daten:          ${pocketBase.dir}
Beenden mit Strg+C.`);

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: PocketBase wird beendet …`);
  await pocketBase.stop();
  process.exit(0);
}
pocketBase.exited.then((code) => {
  if (stopping) return;
  console.error(`PocketBase hat sich unerwartet beendet (${code === null ? "durch ein Signal" : `Code ${code}`}).`);
  process.exit(1);
});
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
process.on("SIGHUP", shutdown);
