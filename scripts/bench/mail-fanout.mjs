// npm run bench:mail [-- --subscribers 1000] [-- --per-minute N]: the e-mail twin of bench:push. N parents subscribe
// through the form and confirm on their page (double opt-in, as parents do); then a post goes public, and the built
// worker (workerd, Miniflare) sends each mail through PocketBase's mailer to a real SMTP server on loopback that parses
// every mail. Prints publish → last mail accepted, the worker's CPU per mail (isolate and workerd process), and what
// the school's server limit (MAIL_PER_MINUTE, 30 by default) makes of the same number. The grace period and the quiet
// hours are off here: they are waiting by design, measured in tests/worker/notice-timing.test.ts.
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import PocketBase from "pocketbase";
import { fail } from "../lib/lifecycle.mjs";
import { mailCatcherSettings, startMailCatcher } from "../lib/mail-catcher.mjs";
import { installParentMailKey, makeParentMailKey } from "../lib/parent-mail-key.mjs";
import { repoRoot, startPocketBase, superuserCredentials } from "../lib/pocketbase.mjs";
import { getFreePort } from "../lib/ports.mjs";
import { build, hasBuild } from "../lib/worker.mjs";
import { isolateCpuOf } from "./isolate-cpu.mjs";
import { importTestHelpers } from "./test-helpers.mjs";
import { cpuPreciseMs } from "./worker-cpu.mjs";
import { workerdPid } from "./workerd-pid.mjs";

const MINUTE_MS = 60_000;
const SITE = "http://127.0.0.1:8787";
const { values } = parseArgs({
  options: { subscribers: { type: "string", default: "1000" }, "per-minute": { type: "string", default: "100000" } },
});
const subscribers = Number(values.subscribers);
const perMinute = Number(values["per-minute"]);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const stops = [];
try {
  if (!hasBuild()) build();
  const { dir: helpersDir, helpers } = await importTestHelpers(
    "mail-bench",
    `export { startWorker } from '../../tests/helpers/worker';
        export { pushVars, runCron, vapidKeys } from '../../tests/helpers/push-worker';`,
  );
  const { startWorker, pushVars, runCron } = helpers;

  const dir = path.join(helpersDir, "pb_data");
  rmSync(dir, { recursive: true, force: true });
  const pocketbase = await startPocketBase({ port: await getFreePort(), dir });
  stops.push(() => pocketbase.stop());
  const mailbox = await startMailCatcher();
  stops.push(() => mailbox.stop());
  const admin = new PocketBase(pocketbase.url);
  const { email, password } = superuserCredentials();
  await admin.collection("_superusers").authWithPassword(email, password);
  await admin.settings.update(mailCatcherSettings(mailbox.port));
  const key = makeParentMailKey();
  await installParentMailKey(admin, key);
  const inspectorPort = await getFreePort();
  const worker = await startWorker(
    {
      POCKETBASE_URL: pocketbase.url,
      // No push subscribers here: the push service's origin is never called.
      ...pushVars("http://127.0.0.1:9"),
      PARENT_MAIL_KEY: key,
      MAIL_PER_MINUTE: String(perMinute),
    },
    { inspectorPort },
  );
  stops.push(() => worker.dispose());
  const pid = workerdPid();
  await runCron(worker);

  const form = (fields, i) =>
    worker.dispatchFetch(`${SITE}/benachrichtigungen/e-mail`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: SITE,
        // Twenty requests per network and hour: each parent from a network of its own.
        "CF-Connecting-IP": `10.${(i >> 8) & 255}.${i & 255}.1`,
      },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    });
  console.log(`${subscribers} Eltern melden sich an und bestätigen …`);
  const address = (i) => `eltern-${i}@bench.test`;
  for (let i = 0; i < subscribers; i++) {
    const response = await form({ aktion: "bestellen", adresse: address(i), "ganze-schule": "1" }, i);
    if (response.status !== 303) throw new Error(`Anmeldung ${i}: ${response.status}`);
  }
  const confirmations = new Map();
  const asked = Date.now();
  while (confirmations.size < subscribers) {
    for (const mail of mailbox.mails) {
      const link = mail.links.find((href) => href.includes("/benachrichtigungen/e-mail?t="));
      if (link && mail.subject.startsWith("Bitte bestätigen")) confirmations.set(mail.to[0], link);
    }
    if (Date.now() - asked > 10 * MINUTE_MS) throw new Error(`nur ${confirmations.size} Bestätigungen angekommen`);
    await sleep(200);
  }
  let i = 0;
  for (const link of confirmations.values()) {
    const token = new URL(link).searchParams.get("t");
    const response = await form({ aktion: "speichern", t: token, "ganze-schule": "1" }, i++);
    if (!response.headers.get("location")?.includes("ok=bestaetigt")) throw new Error(`Bestätigung ${i} abgelehnt`);
  }

  const title = "Elternbrief zum Skikurs";
  const publishedAt = Date.now();
  await admin.collection("posts").create({ title, catigory: "post", status: "published" });
  const ours = () => mailbox.mails.filter((mail) => mail.subject.endsWith(`: ${title}`));
  const cpuBefore = cpuPreciseMs(pid);
  const { ranMs: isolateMs } = await isolateCpuOf(inspectorPort, async () => {
    await runCron(worker);
    while (ours().length < subscribers) {
      if (Date.now() - publishedAt > 15 * MINUTE_MS) throw new Error(`nach 15 min erst ${ours().length} E-Mails`);
      await sleep(100);
    }
  });
  const processMs = cpuPreciseMs(pid) - cpuBefore;
  const lastAccepted = Date.now();
  const figures = {
    subscribers,
    mailPerMinute: perMinute,
    publishToLastAcceptedS: (lastAccepted - publishedAt) / 1000,
    duplicates: ours().length - new Set(ours().map((mail) => mail.to[0])).size,
    isolateCpuPerMailMs: isolateMs / subscribers,
    processCpuPerMailMs: processMs / subscribers,
    atDefaultLimitMinutes: Math.ceil(subscribers / 30),
  };
  console.log(
    `\n  Veröffentlicht → letzte E-Mail angenommen: ${figures.publishToLastAcceptedS.toFixed(1)} s für ${subscribers} E-Mails (MAIL_PER_MINUTE=${perMinute})\n` +
      `  CPU je E-Mail im Worker: Isolate ${(figures.isolateCpuPerMailMs * 1000).toFixed(0)} µs, workerd-Prozess ${(figures.processCpuPerMailMs * 1000).toFixed(0)} µs\n` +
      `  Mit der Grenze eines Microsoft-365-Postfachs (30 je Minute): etwa ${figures.atDefaultLimitMinutes} min\n` +
      `  Doppelte E-Mails: ${figures.duplicates}`,
  );
  const file = path.join(repoRoot, "bench", "results", `mail-fanout-${new Date().toISOString().slice(0, 10)}.json`);
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`${JSON.stringify(figures)}\n→ ${path.relative(repoRoot, file)}`);
  if (figures.duplicates) process.exitCode = 1;
} catch (error) {
  for (const stop of stops.reverse()) await stop().catch(() => {});
  fail(error);
}
for (const stop of stops.reverse()) await stop().catch(() => {});
