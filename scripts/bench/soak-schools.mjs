// npm run soak -- --schools 50: one worker serving many schools (the D1 registry, binding SCHOOLS) under load.
// Three PocketBases with the demo content, each with its own title of the pinned post ("Sommerfest PB1" …) and no
// school record of its own (so the registry's names show), 50 host names schule-01.localhost … spread over them
// round-robin, each school with its own name ("Schule Nummer 07"). SOAK_CONNECTIONS visitors ask random schools for
// random routes of the soak's mix; every answer is checked: no 5xx, its own school's name (or host) where the page
// shows one, and never another school's name, host, PocketBase address or pinned-post title. A tenth of the requests
// ask for a post's file (/api/files/…) of any of the PocketBases: the own one's must answer, another's never.
// Five minutes by default; SOAK_SCALE scales it like the single-school soak (0.2: one minute).
import http from "node:http";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { POST_IDS } from "../../pocketbase/seed/seed.mjs";
import { wranglerRegistry } from "../lib/d1-registry.mjs";
import { repoRoot, startPocketBase } from "../lib/pocketbase.mjs";
import { getFreePort } from "../lib/ports.mjs";
import { addSchoolSql, listSchools, REGISTRY_SCHEMA, schoolFromOptions } from "../lib/school-registry.mjs";
import { connectAsSuperuser, superuserFromEnv } from "../lib/superuser-client.mjs";
import { startWorker } from "../lib/worker.mjs";
import { isolateHeap } from "./heap.mjs";
import { pickRoute, SOAK_CONNECTIONS } from "./soak-plan.mjs";
import { findWorkerd, memoryMb } from "./worker-cpu.mjs";
import publishing from "../../pocketbase/pb_hooks/publishing.cjs";

export const SCHOOLS_SOAK_SECONDS = 300;
export const SCHOOLS_SOAK_POCKETBASES = 3;
const REQUEST_TIMEOUT_MS = 20_000;
/** The share of requests for a file of a post (/api/files/…), of the own or of another school's PocketBase. */
const FILE_SHARE = 0.1;
/** How many violations the summary lists in full (the count covers all of them). */
const EXAMPLES = 10;

const two = (/** @type {number} */ n) => String(n).padStart(2, "0");
/** The inspector's socket has no timeout of its own; a heap read must not cost the run its figures. */
const HEAP_TIMEOUT_MS = 30_000;

/** The isolate's used heap in MB, or null when the inspector does not answer in time. */
async function heapMb(inspectorPort, log) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`keine Antwort nach ${HEAP_TIMEOUT_MS / 1000} s`)), HEAP_TIMEOUT_MS);
  });
  try {
    return (await Promise.race([isolateHeap(inspectorPort), timeout])).usedMb;
  } catch (error) {
    log(`Isolate-Heap nicht lesbar: ${/** @type {Error} */ (error).message}`);
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A school of the soak; `pocketbase`: the index of its PocketBase.
 * @typedef {{ number: string, host: string, name: string, short: string, pocketbase: number }} SoakSchool
 */

/**
 * The schools of the soak: host, name and PocketBase (index) of each, round-robin over the PocketBases.
 * @param {number} count
 * @param {number} [pocketbases]
 * @returns {SoakSchool[]}
 */
export function soakSchools(count, pocketbases = SCHOOLS_SOAK_POCKETBASES) {
  return Array.from({ length: count }, (_, i) => ({
    number: two(i + 1),
    host: `schule-${two(i + 1)}.localhost`,
    name: `Schule Nummer ${two(i + 1)}`,
    short: `Nr. ${two(i + 1)}`,
    pocketbase: i % pocketbases,
  }));
}

/** The pinned post's title on PocketBase `index` (0-based): what tells one PocketBase's content from another's. */
export const pinnedTitle = (/** @type {number} */ index) => `Sommerfest PB${index + 1}`;

/**
 * What an answer must show of its own school: its name on pages (HTML, 404 pages included) and in the root's RSC
 * payload (the layout with the header), its host in feeds, calendar, sitemap and robots.txt (they name the site by
 * its address). Other RSC payloads hold a page's content without the layout; redirects and files show nothing.
 * @param {{ route: string, status: number, contentType: string }} answer
 * @returns {"name" | "host" | "none"}
 */
export function expectedMark({ route, status, contentType }) {
  if (status >= 300 && status < 400) return "none";
  // The worker refuses longer paths before it reads any school (src/lib/domain/route-request.ts): a bare 404.
  if (route.length > 1024) return "none";
  if (/^\/(feed\.xml|kalender\.ics|sitemap\.xml|robots\.txt)$/.test(route)) return status === 200 ? "host" : "none";
  if (route === "/RSC/R/_root.txt") return status === 200 ? "name" : "none";
  if (contentType.startsWith("text/html")) return "name";
  return "none";
}

/**
 * The problems of one answer for `school` (of soakSchools), empty when it is fine. `foreignPocketBases`: the
 * PocketBase addresses of the other schools' PocketBases; `fileOf`: the index of the PocketBase whose post's file was
 * asked for, when a file was.
 * @param {{ school: SoakSchool, route: string, status: number, contentType: string, body: string, foreignPocketBases?: string[], fileOf?: number }} answer
 * @returns {string[]}
 */
export function answerProblems({ school, route, status, contentType, body, foreignPocketBases = [], fileOf }) {
  /** @type {string[]} */
  const problems = [];
  if (status === 0) return ["keine Antwort"];
  if (status >= 500) problems.push(`HTTP ${status}`);
  // A file of a post: stored names carry PocketBase's random suffix, so only the own PocketBase has it, and a 200
  // for another's means the worker read (or kept) it for the wrong school.
  if (fileOf !== undefined) {
    if (fileOf === school.pocketbase && status !== 200) problems.push(`eigene Datei fehlt (HTTP ${status})`);
    if (fileOf !== school.pocketbase && status === 200) problems.push(`fremde Datei von PB${fileOf + 1}`);
    return problems;
  }
  for (const [, number] of body.matchAll(/Schule Nummer (\d\d)/g)) {
    if (number !== school.number) problems.push(`fremder Name Schule Nummer ${number}`);
  }
  for (const [, number] of body.matchAll(/schule-(\d\d)\.localhost/g)) {
    if (number !== school.number) problems.push(`fremder Host schule-${number}.localhost`);
  }
  for (const [, index] of body.matchAll(/Sommerfest PB(\d)/g)) {
    if (Number(index) - 1 !== school.pocketbase) problems.push(`fremder Beitrag Sommerfest PB${index}`);
  }
  for (const address of foreignPocketBases) {
    if (body.includes(address)) problems.push(`fremdes PocketBase ${address}`);
  }
  const mark = expectedMark({ route, status, contentType });
  if (mark === "name" && !body.includes(school.name)) problems.push("eigener Name fehlt");
  if (mark === "host" && !body.includes(school.host)) problems.push("eigener Host fehlt");
  return [...new Set(problems)];
}

/**
 * A GET with `host` in the Host header (fetch cannot set it), read to its end as text.
 * @param {http.Agent} agent
 * @param {number} port
 * @param {string} host
 * @param {string} route
 * @returns {Promise<{ status: number, contentType: string, body: string }>}
 */
function get(agent, port, host, route) {
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: route,
        headers: { host },
        setHost: false,
        agent,
        timeout: REQUEST_TIMEOUT_MS,
      },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers["content-type"] ?? ""),
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", () => resolve({ status: 0, contentType: "", body: "" }));
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", () => resolve({ status: 0, contentType: "", body: "" }));
    request.end();
  });
}

/** Three PocketBases with the demo content, each told apart by its pinned post and without a school record. */
async function startPocketBases({ stops, log }) {
  const pocketbases = [];
  for (let index = 0; index < SCHOOLS_SOAK_POCKETBASES; index += 1) {
    // One after the other: their migrations and seeds would otherwise share the busy machine's two cores.
    const dir = mkdtempSync(path.join(tmpdir(), `schulwebsite-soak-schools-pb${index + 1}-`));
    stops.push(async () => rmSync(dir, { recursive: true, force: true }));
    const pocketbase = await startPocketBase({
      port: await getFreePort(),
      dir,
      log,
    });
    stops.push(() => pocketbase.stop());
    const admin = await connectAsSuperuser(pocketbase.url, superuserFromEnv());
    // Without its own record a school's pages show the registry's name (src/features/schools/school-directory.ts).
    for (const record of await admin.collection("school").getFullList()) {
      await admin.collection("school").delete(record.id);
    }
    await admin.collection("posts").update(POST_IDS.pinned, { title: pinnedTitle(index) });
    const withFiles = await admin
      .collection("posts")
      .getFullList({ filter: `files != '' && ${publishing.PUBLIC_FILTER}` });
    const files = withFiles
      .slice(0, 3)
      .map((post) => `/api/files/${post.collectionId}/${post.id}/${encodeURIComponent(post.files[0])}`);
    if (files.length === 0) throw new Error(`PocketBase ${index + 1}: kein Beitrag mit Dateien.`);
    pocketbases.push({ ...pocketbase, files });
    log(`PocketBase ${index + 1}: ${pocketbase.url}`);
  }
  return pocketbases;
}

/**
 * Writes the schools into a fresh local registry in one `wrangler d1 execute` (one call per school would take
 * minutes) and checks that all of them are there.
 */
async function writeRegistry({ schools, pocketbases, port, persistTo }) {
  const run = wranglerRegistry({ local: true, persistTo });
  const statements = [...REGISTRY_SCHEMA];
  for (const school of schools) {
    const options = schoolFromOptions({
      host: [school.host],
      pocketbase: pocketbases[school.pocketbase].url,
      site: `http://${school.host}:${port}`,
      name: school.name,
      short: school.short,
    });
    statements.push(...addSchoolSql(options));
  }
  await run(statements.join(";\n"));
  const saved = await listSchools(run);
  if (saved.length !== schools.length) {
    throw new Error(`Registry hat ${saved.length} statt ${schools.length} Schulen.`);
  }
}

/** @type {(sorted: number[], p: number) => number | null} */
const percentile = (sorted, p) =>
  sorted.length ? /** @type {number} */ (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]) : null;

/**
 * The many-schools soak; `stops` gets what it starts (the caller stops them). Returns the summary and the file it
 * was written to.
 * @param {{ count: number, scale: number, stops: Array<() => Promise<void>>, log: (line: string) => void }} options
 * @returns {Promise<{ summary: Record<string, unknown>, file: string }>}
 */
export async function runSchoolsSoak({ count, scale, stops, log }) {
  if (!(Number.isInteger(count) && count >= 2 && count <= 99)) {
    throw new Error(`--schools ${count}: 2 bis 99 Schulen.`);
  }
  const started = Date.now();
  const schools = soakSchools(count);
  const pocketbases = await startPocketBases({ stops, log });
  const port = await getFreePort();
  const persistTo = mkdtempSync(path.join(tmpdir(), "schulwebsite-soak-schools-state-"));
  stops.push(async () => rmSync(persistTo, { recursive: true, force: true }));
  // Before the worker starts: an isolate keeps what it read of a host for 30–60 s.
  await writeRegistry({ schools, pocketbases, port, persistTo });
  log(`Registry: ${count} Schulen auf ${pocketbases.length} PocketBases (${persistTo})`);
  const inspectorPort = await getFreePort();
  const worker = await startWorker({ port, inspectorPort, persistTo });
  stops.push(worker.stop);
  const { workerPid } = findWorkerd(port);
  const memoryStartMb = memoryMb(workerPid);
  // The isolate's own heap (what Cloudflare's 128 MB limit counts), unlike workerd's memory, which holds wrangler's
  // local stand-ins (the Cache API's store among them) too.
  const heapStartMb = await heapMb(inspectorPort, log);
  log(`Worker ${worker.url}, ${SOAK_CONNECTIONS} Verbindungen, ${Math.round(SCHOOLS_SOAK_SECONDS * scale)} s`);

  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: SOAK_CONNECTIONS,
  });
  const loopDelay = monitorEventLoopDelay({ resolution: 20 });
  loopDelay.enable();
  const samples = [];
  const violations = [];
  const endAt = Date.now() + SCHOOLS_SOAK_SECONDS * scale * 1000;
  const progress = setInterval(() => {
    const bad = samples.filter((sample) => sample.problems.length).length;
    log(`${samples.length} Anfragen, ${bad} mit Fehlern`);
  }, 15_000);
  const visitor = async () => {
    while (Date.now() < endAt) {
      const school = /** @type {SoakSchool} */ (schools[Math.floor(Math.random() * schools.length)]);
      // Now and then a post's file, of any of the PocketBases: the own one's must answer, the others' must not.
      const fileOf = Math.random() < FILE_SHARE ? Math.floor(Math.random() * pocketbases.length) : undefined;
      const files = fileOf === undefined ? [] : /** @type {(typeof pocketbases)[number]} */ (pocketbases[fileOf]).files;
      // Every PocketBase has files (startPocketBases).
      const route =
        fileOf === undefined
          ? pickRoute(Math.random())
          : /** @type {string} */ (files[Math.floor(Math.random() * files.length)]);
      const begin = performance.now();
      const answer = await get(agent, port, school.host, route);
      const ms = Math.round(performance.now() - begin);
      const foreignPocketBases = pocketbases
        .filter((_, index) => index !== school.pocketbase)
        .map((pocketbase) => pocketbase.url);
      const problems = answerProblems({
        school,
        route,
        ...answer,
        foreignPocketBases,
        fileOf,
      });
      // What shows the checks can see: answers with the own name and with the own PocketBase's pinned post.
      const shows = {
        name: answer.body.includes(school.name),
        pinned: answer.body.includes(pinnedTitle(school.pocketbase)),
      };
      samples.push({
        host: school.host,
        file: fileOf !== undefined,
        status: answer.status,
        ms,
        problems,
        shows,
      });
      if (problems.length) {
        violations.push({
          host: school.host,
          route: route.slice(0, 100),
          status: answer.status,
          problems,
        });
      }
    }
  };
  await Promise.all(Array.from({ length: SOAK_CONNECTIONS }, visitor));
  clearInterval(progress);
  loopDelay.disable();
  agent.destroy();
  const memoryEndMb = memoryMb(workerPid);
  const heapEndMb = await heapMb(inspectorPort, log);

  const times = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const crossProblem = /^fremde/;
  const problemCounts = {};
  for (const { problems } of samples) {
    for (const problem of problems) {
      const kind = problem.replace(/\d+/g, "N");
      problemCounts[kind] = (problemCounts[kind] ?? 0) + 1;
    }
  }
  const byStatus = {};
  for (const { status } of samples) byStatus[status] = (byStatus[status] ?? 0) + 1;
  const summary = {
    mode: "schools",
    schools: count,
    pocketbases: pocketbases.length,
    scale,
    connections: SOAK_CONNECTIONS,
    durationSeconds: Math.round((Date.now() - started) / 1000),
    requests: samples.length,
    status5xx: samples.filter((sample) => sample.status >= 500).length,
    failed: samples.filter((sample) => sample.status === 0).length,
    crossSchool: samples.filter((sample) => sample.problems.some((problem) => crossProblem.test(problem))).length,
    missingOwn: samples.filter((sample) => sample.problems.some((problem) => problem.startsWith("eigene"))).length,
    ownNameShown: samples.filter((sample) => sample.shows.name).length,
    ownPinnedPostShown: samples.filter((sample) => sample.shows.pinned).length,
    p50ms: percentile(times, 0.5),
    p95ms: percentile(times, 0.95),
    p99ms: percentile(times, 0.99),
    byStatus,
    problemCounts,
    hostsAsked: new Set(samples.map((sample) => sample.host)).size,
    fileRequests: samples.filter((sample) => sample.file).length,
    memoryStartMb,
    memoryEndMb,
    heapStartMb,
    heapEndMb,
    harnessStallMs: Math.round(loopDelay.max / 1e6),
    examples: violations.slice(0, EXAMPLES),
  };
  const dir = path.join(repoRoot, "bench", "results");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `soak-schools-${new Date().toISOString().slice(0, 10)}.json`);
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
  log(
    `${summary.requests} Anfragen an ${summary.hostsAsked} Schulen: 5xx ${summary.status5xx}, ohne Antwort ${summary.failed}, ` +
      `fremde Inhalte ${summary.crossSchool}, eigener Name, Host oder eigene Datei fehlt ${summary.missingOwn}; p50 ${summary.p50ms} ms, p95 ${summary.p95ms} ms`,
  );
  log(
    `workerd-Speicher ${memoryStartMb} → ${memoryEndMb} MiB, Isolate-Heap ${heapStartMb} → ${heapEndMb} MB; gespeichert in ${path.relative(repoRoot, file)}`,
  );
  return { summary, file };
}
