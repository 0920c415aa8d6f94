// npm run bench:push [-- --subscribers 1000]: how long parents wait. A post scheduled for just after a cron run (the
// worst moment: the next run is a minute away) goes public; the built worker (workerd, Miniflare) runs its cron every
// minute as Cloudflare does and sends to N subscribers through a local stand-in push service that decrypts each
// message. Prints publish_at → last message accepted (contract: ≤ 2 min), the sending alone, the isolate CPU per
// message and per cron run with nothing to do (workerd's process CPU: its clocks do not move while code runs).
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import PocketBase from "pocketbase";
import { fail } from "../lib/lifecycle.mjs";
import { repoRoot, startPocketBase, superuserCredentials } from "../lib/pocketbase.mjs";
import { getFreePort } from "../lib/ports.mjs";
import { build, hasBuild } from "../lib/worker.mjs";
import { isolateCpuOf } from "./isolate-cpu.mjs";
import { importTestHelpers } from "./test-helpers.mjs";
import { cpuPreciseMs } from "./worker-cpu.mjs";
import { workerdPid } from "./workerd-pid.mjs";

const MINUTE_MS = 60_000;
const IDLE_RUNS = 30;
const { values } = parseArgs({ options: { subscribers: { type: "string", default: "1000" } } });
const subscribers = Number(values.subscribers);
const pbDate = (ms) => new Date(ms).toISOString().replace("T", " ");
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const stops = [];
try {
  if (!hasBuild()) build();
  const { dir: helpersDir, helpers } = await importTestHelpers(
    "push-bench",
    `export { startWorker } from '../../tests/helpers/worker';
        export { startPushService } from '../../tests/helpers/push-service';
        export { pushVars, runCron, vapidKeys } from '../../tests/helpers/push-worker';`,
  );
  const { startWorker, startPushService, pushVars, runCron, vapidKeys } = helpers;

  const dir = path.join(helpersDir, "pb_data");
  rmSync(dir, { recursive: true, force: true });
  const pocketbase = await startPocketBase({ port: await getFreePort(), dir });
  stops.push(() => pocketbase.stop());
  const keys = vapidKeys();
  const pushService = await startPushService({ vapidPublicKey: keys.publicKey });
  stops.push(() => pushService.close());
  const inspectorPort = await getFreePort();
  const worker = await startWorker(
    { POCKETBASE_URL: pocketbase.url, ...pushVars(pushService.origin, keys) },
    { inspectorPort },
  );
  stops.push(() => worker.dispose());
  const pid = workerdPid();

  await runCron(worker);
  console.log(`${subscribers} Abos über die API …`);
  for (let i = 0; i < subscribers; i++) {
    const subscription = await pushService.newSubscription();
    const response = await worker.dispatchFetch("http://127.0.0.1:8787/api/push/subscriptions", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: "http://127.0.0.1:8787",
        "CF-Connecting-IP": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      },
      body: JSON.stringify({ subscription, classes: [] }),
    });
    if (response.status !== 201) throw new Error(`Abo ${i}: ${response.status} ${await response.text()}`);
  }

  // Cron runs with nothing to send, all under one profile (a profile's own start and stop cost the isolate too).
  const idleBefore = cpuPreciseMs(pid);
  const { ranMs: idleIsolateMs } = await isolateCpuOf(inspectorPort, async () => {
    for (let i = 0; i < IDLE_RUNS; i++) await runCron(worker);
  });
  const idleProcessMs = cpuPreciseMs(pid) - idleBefore;

  const admin = new PocketBase(pocketbase.url);
  const { email, password } = superuserCredentials();
  await admin.collection("_superusers").authWithPassword(email, password);
  await runCron(worker);
  const publishAt = Date.now() + 1_000;
  const post = await admin.collection("posts").create({
    title: "Elternbrief zum Skikurs",
    catigory: "post",
    status: "published",
    publish_at: pbDate(publishAt),
  });
  console.log("Geplanter Beitrag angelegt; der Cron läuft jede Minute, der nächste in 60 s …");
  // Only the bench's post counts: the demo content has scheduled posts of its own that may come due meanwhile.
  const ours = () => pushService.received.filter((push) => push.payload?.tag === `post-${post.id}`);
  await sleep(MINUTE_MS);
  const cpuBefore = cpuPreciseMs(pid);
  const sendingFrom = Date.now();
  // The next cron run sends; the profile covers it and every alarm run after it, until the last message is accepted.
  const { ranMs: sendingIsolateMs } = await isolateCpuOf(inspectorPort, async () => {
    await runCron(worker);
    while (ours().length < subscribers) {
      if (Date.now() - sendingFrom > 5 * MINUTE_MS) {
        throw new Error(`nach 5 min erst ${ours().length} zugestellt`);
      }
      await sleep(100);
    }
  });
  const lastAccepted = Math.max(...ours().map((push) => push.at));
  const cpuPerMessageMs = (cpuPreciseMs(pid) - cpuBefore) / subscribers;
  const figures = {
    subscribers,
    publishToLastAcceptedS: (lastAccepted - publishAt) / 1000,
    sendingS: (lastAccepted - sendingFrom) / 1000,
    attempts: pushService.attempts.length,
    otherMessages: pushService.received.length - subscribers,
    problems: pushService.problems.length,
    cpuPerMessageMs,
    isolateCpuPerMessageMs: sendingIsolateMs / subscribers,
    idleCronCpuMs: idleProcessMs / IDLE_RUNS,
    idleCronIsolateCpuMs: idleIsolateMs / IDLE_RUNS,
  };
  console.log(
    `\n  publish_at → letzte Nachricht angenommen: ${figures.publishToLastAcceptedS.toFixed(1)} s (Ziel ≤ 120 s)\n` +
      `  davon Senden (ab dem Cron-Lauf): ${figures.sendingS.toFixed(1)} s für ${subscribers} Nachrichten\n` +
      `  CPU je Nachricht: Isolate ${(figures.isolateCpuPerMessageMs * 1000).toFixed(0)} µs, workerd-Prozess ${(cpuPerMessageMs * 1000).toFixed(0)} µs\n` +
      `  CPU je Cron-Lauf ohne Arbeit (Mittel aus ${IDLE_RUNS}): Isolate ${figures.idleCronIsolateCpuMs.toFixed(2)} ms, workerd-Prozess ${figures.idleCronCpuMs.toFixed(2)} ms\n` +
      `  Versuche ${figures.attempts}, Fehler beim Entschlüsseln/Signieren ${figures.problems}`,
  );
  const file = path.join(repoRoot, "bench", "results", `push-fanout-${new Date().toISOString().slice(0, 10)}.json`);
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`${JSON.stringify(figures)}\n→ ${path.relative(repoRoot, file)}`);
  if (figures.problems || figures.publishToLastAcceptedS > 120) process.exitCode = 1;
} catch (error) {
  for (const stop of stops.reverse()) await stop().catch(() => {});
  fail(error);
}
for (const stop of stops.reverse()) await stop().catch(() => {});
