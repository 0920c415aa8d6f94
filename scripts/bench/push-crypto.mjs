// node scripts/bench/push-crypto.mjs: what one push costs the worker in µs of CPU on V8 (the engine of workerd):
// pushRequest's encryption (RFC 8291: an ECDH key pair, ECDH, HKDF, AES-GCM over 4096 bytes) and its VAPID signature,
// once with the JWT cached (every push but the first to a push service in 11 h) and once signing anew each time.
// workerd's clocks do not move while code runs, so V8 in Node measures the code; the same bundle then runs in workerd
// (Miniflare), whose Web Crypto is its own (BoringSSL on the isolate's thread), counted as the workerd process's CPU.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { bundleSiteCode } from "../lib/site-code.mjs";
import { makeVapidKeys } from "../lib/push-keys.mjs";
import { cpuPreciseMs } from "./worker-cpu.mjs";
import { workerdPid } from "./workerd-pid.mjs";

const ROUNDS = 7;
const PUSHES = 500;
const entry = `
import { pushRequest } from './src/features/parents/web-push';
export { pushRequest };
// In workerd: ?n=500&fresh=1 makes n requests, each to a push service of its own when fresh (a JWT signed each time).
let host = 0;
export default {
  async fetch(request) {
    const url = new URL(request.url);
    const { keys, payload, vapid, options } = await request.json();
    for (let i = 0; i < Number(url.searchParams.get('n')); i++) {
      const endpoint = url.searchParams.get('fresh') ? \`https://push-\${host++}.example/send/x\` : 'https://fcm.googleapis.com/fcm/send/x';
      await pushRequest({ endpoint, keys }, payload, vapid, options);
    }
    return new Response('ok');
  },
};`;
const dir = mkdtempSync(path.join(tmpdir(), "push-crypto-"));
try {
  const outfile = path.join(dir, "push.mjs");
  await bundleSiteCode(entry, outfile, { conditions: ["workerd", "worker", "browser"] });
  const { pushRequest } = await import(pathToFileURL(outfile).href);
  const { publicKey, privateKey } = makeVapidKeys();
  const vapid = { publicKey, privateKey, subject: "mailto:webmaster@schule.example" };
  // A browser's subscription: its P-256 point and auth secret.
  const browser = makeVapidKeys();
  const keys = { p256dh: browser.publicKey, auth: Buffer.alloc(16, 1).toString("base64url") };
  const payload = JSON.stringify({
    title: "Elternabend der 2a am Donnerstag",
    url: "https://www.schule.example/posts/abcdefghijklmno",
  });
  const options = { ttlSeconds: 86_400, urgency: "normal" };

  // Cached: one push service, so every push after the first reuses the JWT.
  const cached = () =>
    pushRequest({ endpoint: "https://fcm.googleapis.com/fcm/send/x", keys }, payload, vapid, options);
  // Uncached: each push a push service of its own, so each signs a JWT.
  let host = 0;
  const uncached = () =>
    pushRequest({ endpoint: `https://push-${host++}.example/send/x`, keys }, payload, vapid, options);

  const perPush = async (fn) => {
    const started = process.cpuUsage();
    for (let i = 0; i < PUSHES; i++) await fn();
    const { user, system } = process.cpuUsage(started);
    return (user + system) / PUSHES;
  };
  for (let i = 0; i < 50; i++) await Promise.all([cached(), uncached()]);
  const warm = [];
  const cold = [];
  for (let round = 0; round < ROUNDS; round++) {
    warm.push(await perPush(cached));
    cold.push(await perPush(uncached));
  }

  const mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: readFileSync(outfile, "utf8"),
      compatibilityDate: "2026-10-01",
    }),
  );
  const workerdWarm = [];
  const workerdCold = [];
  try {
    const body = JSON.stringify({ keys, payload, vapid, options });
    await mf.ready;
    const pid = workerdPid();
    const inWorkerd = async (fresh) => {
      const started = cpuPreciseMs(pid);
      await (
        await mf.dispatchFetch(`http://localhost/?n=${PUSHES}${fresh ? "&fresh=1" : ""}`, { method: "POST", body })
      ).text();
      return ((cpuPreciseMs(pid) - started) * 1000) / PUSHES;
    };
    await inWorkerd(false);
    for (let round = 0; round < ROUNDS; round++) {
      workerdWarm.push(await inWorkerd(false));
      workerdCold.push(await inWorkerd(true));
    }
  } finally {
    await mf.dispose();
  }

  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const figures = {
    pushes: PUSHES,
    rounds: ROUNDS,
    nodeCachedJwtUs: median(warm),
    nodeSignedJwtUs: median(cold),
    workerdCachedJwtUs: median(workerdWarm),
    workerdSignedJwtUs: median(workerdCold),
  };
  console.log(
    `pushRequest je Nachricht, µs CPU (Median von ${ROUNDS} Runden à ${PUSHES}):\n` +
      `  V8 in Node:  JWT im Speicher ${figures.nodeCachedJwtUs.toFixed(0)}, jedes Mal neu signiert ${figures.nodeSignedJwtUs.toFixed(0)}\n` +
      `  workerd:     JWT im Speicher ${figures.workerdCachedJwtUs.toFixed(0)}, jedes Mal neu signiert ${figures.workerdSignedJwtUs.toFixed(0)}`,
  );
  console.log(JSON.stringify(figures));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
