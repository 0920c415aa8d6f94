// npm start: PocketBase (migrated, seeded) + a fresh build served in the local Workers runtime.
// `npm start -- --no-demo` (or DEMO_CONTENT=0) starts a new database without the demo content.
// `npm start -- --schools 2`: two demo schools on one worker, http://schule-a.localhost and http://schule-b.localhost
// (scripts/lib/demo-schools.mjs).

import { ADMIN, STAFF } from "../pocketbase/seed/seed.mjs";
import { fail, stopOnSignal } from "./lib/lifecycle.mjs";
import { demoWanted, readDemoMarker } from "./lib/demo-marker.mjs";
import { clearLeftoverDemoRows, schoolsWanted, startDemoSchools } from "./lib/demo-schools.mjs";
import { superuserCredentials, defaultDataDir, startPocketBase } from "./lib/pocketbase.mjs";
import { assertPortFree } from "./lib/ports.mjs";
import { build, localSecrets, startWorker, varsFromEnv } from "./lib/worker.mjs";
import { mailCatcherSettings, startMailCatcher } from "./lib/mail-catcher.mjs";
import { connectAsSuperuser } from "./lib/superuser-client.mjs";
import { installParentMailKey, makeParentMailKey } from "./lib/parent-mail-key.mjs";

const port = Number(process.env.PORT ?? 8787);
const pbPort = Number(process.env.PB_PORT ?? 8090);
const stops = [];
stopOnSignal(stops);

// The site's address on this machine: the worker's SITE_URL, and where PocketBase's staff mails lead.
process.env.SITE_URL ??= `http://127.0.0.1:${port}`;

try {
  const many = schoolsWanted();
  await assertPortFree(port, "Website", { envName: "PORT" });
  await assertPortFree(pbPort, "PocketBase", { envName: "PB_PORT" });
  const demo = many
    ? await startDemoSchools({ port, pbPort, seedContent: demoWanted(), stops, log: console.log })
    : undefined;
  if (!demo) await clearLeftoverDemoRows(console.log);
  const pocketbases = demo?.pocketbases ?? [
    await startPocketBase({
      port: pbPort,
      dir: defaultDataDir,
      seedContent: demoWanted(),
      log: (line) => console.log(`[pocketbase] ${line}`),
    }),
  ];
  // One PocketBase at least: the demo's two, or the one started here.
  const pocketbase = /** @type {import("./lib/pocketbase.mjs").RunningPocketBase} */ (pocketbases[0]);
  if (!demo) stops.push(pocketbase.stop);
  const mailbox = demo ? undefined : await useLocalMailbox(pocketbase.url);
  if (mailbox) stops.push(mailbox.stop);
  // Parents' mails go through each local PocketBase (pb_hooks/parent-mail.js) with a key made for this run.
  const parentMailKey = process.env.PARENT_MAIL_KEY ?? makeParentMailKey();
  for (const one of pocketbases) {
    await installParentMailKey(await connectAsSuperuser(one.url, superuserCredentials()), parentMailKey);
  }
  console.log("[build] waku build …");
  build();
  const vars = { SITE_URL: `http://127.0.0.1:${port}`, ...varsFromEnv(), POCKETBASE_URL: pocketbase.url };
  const worker = await startWorker({
    port,
    vars,
    secrets: { PARENT_MAIL_KEY: parentMailKey, ...localSecrets() },
    persistTo: ".wrangler/state",
    cron: true,
    log: (line) => console.log(`[worker] ${line}`),
  });
  stops.push(worker.stop);
  const admin = superuserCredentials();
  console.log(
    demo
      ? schoolsBanner(demo.schools, admin)
      : `
  Website:            ${worker.url}
  PocketBase-Admin:   ${pocketbase.url}/_/  (Superuser ${admin.email} / ${admin.password})
  Dashboard-Login:    ${worker.url}/dash/login  (${staffLogin()})
  E-Mails:            ${mailbox ? "landen hier im Terminal ([mail], mit ihren Links)" : "über den Mailserver in PocketBases Einstellungen"}

  Strg-C beendet alles.`,
  );
  const code = await Promise.race([
    ...pocketbases.map((one) => one.exited.then(() => "PocketBase")),
    worker.exited.then(() => "Website"),
  ]);
  throw new Error(`${code} hat sich unerwartet beendet.`);
} catch (error) {
  for (const stop of stops.reverse()) await stop().catch(() => {});
  fail(error);
}

/** The demo login if this database got the demo content, else where accounts come from. */
function staffLogin() {
  return readDemoMarker(defaultDataDir)?.demo
    ? `Demo: Redaktion ${STAFF.email}, Schulleitung ${ADMIN.email}, Passwort ${STAFF.password}`
    : "Konten für Lehrkräfte im PocketBase-Admin unter Collections → users anlegen";
}

/** Where each demo school is, for `--schools 2`. */
function schoolsBanner(schools, admin) {
  const lines = schools.map(
    (school) =>
      `  ${school.name}:\n    Website:            ${school.url}\n    Dashboard-Login:    ${school.url}/dash/login\n    PocketBase-Admin:   ${school.pocketbase}/_/`,
  );
  return `
${lines.join("\n")}

  Superuser beider PocketBase: ${admin.email} / ${admin.password}
  Lehrkräfte: ${staffLogin()} (in beiden Schulen)
  *.localhost führen Chromium, Firefox und curl auf diesen Rechner; ${`http://127.0.0.1:${port}`} kennt jetzt keine Schule (404).

  Strg-C beendet alles und nimmt die zwei Schulen wieder aus der lokalen Registry.`;
}

/**
 * Mail on one machine: a mailbox on loopback (scripts/lib/mail-catcher.mjs) that prints each mail and its links, so
 * that invitations and "Passwort vergessen?" work in the demo. Only while PocketBase has no mail server of its own
 * (or the last run's mailbox): a school's real server is never replaced.
 */
async function useLocalMailbox(url) {
  const pb = await connectAsSuperuser(url, superuserCredentials());
  const { smtp } = await pb.settings.getAll();
  if (smtp?.enabled && smtp.host && smtp.host !== "127.0.0.1") return undefined;
  const mailbox = await startMailCatcher({
    onMail: (mail) =>
      console.log(
        `[mail] an ${mail.to.join(", ")}: ${mail.subject}${mail.links.map((link) => `\n[mail]   ${link}`).join("")}`,
      ),
  });
  await pb.settings.update(mailCatcherSettings(mailbox.port));
  return mailbox;
}
