// The search figure: 1,000 posts, the in-worker index (MiniSearch, what /suche uses) against a PocketBase
// filter (title ~ q || description ~ q), same queries, same machine.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { connectAsSuperuser } from "../lib/superuser-client.mjs";
import { superuserCredentials, startPocketBase } from "../lib/pocketbase.mjs";
import { getFreePort } from "../lib/ports.mjs";
import { repoRoot } from "../lib/pocketbase.mjs";
import { startWorker } from "../lib/worker.mjs";
import { cpuMs, findWorkerd } from "./worker-cpu.mjs";

export const SEARCH_POSTS = 1000;
const QUERY_ROUNDS = 3;

const WORDS = (
  "Schule Klasse Ausflug Sternwarte Bücherei Känguru Mathematik Wettbewerb Sporttag Elternabend Theater Musik " +
  "Konzert Übung Prüfung Zeugnis Ferien Schikurs Projektwoche Lesenacht Schulgarten Hochbeet Bienen Honig " +
  "Erasmus Partnerschule Roboter Programmieren Werkstatt Fotowettbewerb Gedichte Kunst Turnsaal Kletterwand " +
  "Sommerfest Buffet Weihnachten Advent Markt Spende Bezirk Finale Sieger Urkunde Gemeinde Bürgermeister " +
  "Frühling Herbst Winter Wanderung Berg Wald Fluss Natur Umwelt Energie Klima Müll Recycling Straße Größe"
).split(" ");
const FILLER = "und der die das mit für im am zum zur von bei auf nach über unter wir unsere alle".split(" ");

/** A fixed pseudo-random sequence, so every run indexes the same posts. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

function generatePost(next, index) {
  const pick = (list) => list[Math.floor(next() * list.length)];
  const sentence = () =>
    Array.from({ length: 8 + Math.floor(next() * 10) }, () => (next() < 0.4 ? pick(WORDS) : pick(FILLER))).join(" ");
  const paragraphs = Array.from({ length: 2 + Math.floor(next() * 3) }, () => `<p>${sentence()}. ${sentence()}.</p>`);
  return {
    title: `${pick(WORDS)} ${pick(FILLER)} ${pick(WORDS)} ${index}`,
    description: paragraphs.join(""),
    catigory: pick(["post", "event", "all", "project", "creative", "currentProject"]),
    archiv: next() < 0.2,
    date: new Date(Date.UTC(2024, 0, 1) + index * 86_400_000).toISOString().replace("T", " "),
  };
}

/** Queries as visitors type them: whole words, prefixes, two words, upper-case umlauts. */
function queries() {
  const words = WORDS.slice(0, 20);
  return [
    ...words,
    ...words.map((word) => word.slice(0, 4)),
    ...words.slice(0, 10).map((word, i) => `${word} ${WORDS[i + 20]}`),
    "KÄNGURU",
    "BÜCHEREI",
    "ÜBUNG",
    "MÜLL",
  ];
}

async function createPosts(pb, count) {
  const next = random(42);
  const posts = Array.from({ length: count }, (_, i) => generatePost(next, i + 1));
  for (let i = 0; i < posts.length; i += 25) {
    await Promise.all(posts.slice(i, i + 25).map((post) => pb.collection("posts").create(post)));
  }
}

/** The site's own search code (src/lib/domain/search.ts) in Node, through Vite, to time the engine alone. */
async function loadSearchModule() {
  const { createServer } = await import("vite");
  const vite = await createServer({
    root: repoRoot,
    configFile: false,
    logLevel: "error",
    server: { middlewareMode: true },
  });
  const module = await vite.ssrLoadModule("/src/lib/domain/search.ts");
  return { module, close: () => vite.close() };
}

/** Index build and query time of the engine alone, on the posts as the site maps them (HTML description). */
async function measureEngine(pb, list) {
  const { module, close } = await loadSearchModule();
  try {
    const records = await pb.collection("posts").getFullList({ batch: 500 });
    const posts = records.map((record) => ({
      ...record,
      files: [],
      classes: [],
      teachers: [],
      classIds: [],
      teacherIds: [],
    }));
    const buildStart = performance.now();
    const index = module.buildSearchIndex(posts);
    const buildMs = performance.now() - buildStart;
    for (const query of list) module.searchPosts(index, query, 1); // JIT warm-up
    const times = [];
    for (let round_ = 0; round_ < QUERY_ROUNDS; round_++) {
      for (const query of list) {
        const start = performance.now();
        module.searchPosts(index, query, 1);
        times.push(performance.now() - start);
      }
    }
    return { buildMs, times };
  } finally {
    await close();
  }
}

const percentile = (values, share) => [...values].sort((a, b) => a - b)[Math.floor(values.length * share)] ?? 0;
const median = (values) => percentile(values, 0.5);
const round = (value, digits = 2) => Number(value.toFixed(digits));

/**
 * @param {{ log: (line: string) => void }} options
 * @returns {Promise<{ posts: number, queries: number, miniSearch: object, pocketBaseFilter: object }>}
 */
export async function measureSearch({ log }) {
  const stops = [];
  try {
    const dataDir = mkdtempSync(path.join(tmpdir(), "schulwebsite-search-pb-"));
    stops.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const pocketbase = await startPocketBase({ port: await getFreePort(), dir: dataDir, seedContent: false });
    stops.push(pocketbase.stop);
    const pb = await connectAsSuperuser(pocketbase.url, superuserCredentials());
    log(`Suche: ${SEARCH_POSTS} Beiträge anlegen …`);
    await createPosts(pb, SEARCH_POSTS);

    const port = await getFreePort();
    const worker = await startWorker({ port, vars: { POCKETBASE_URL: pocketbase.url, CACHE_TTL_SECONDS: "600" } });
    stops.push(worker.stop);
    const { workerPid } = findWorkerd(port);
    const search = async (query) => {
      const response = await fetch(`${worker.url}/suche?q=${encodeURIComponent(query)}`);
      const html = await response.text();
      if (response.status !== 200) throw new Error(`/suche?q=${query}: ${response.status}`);
      return html;
    };
    const emptyPageCpu = [];
    for (let i = 0; i < 30; i++) {
      const before = cpuMs(workerPid);
      const response = await fetch(`${worker.url}/suche?q=`); // rendered, never from the page cache
      await response.text();
      if (i >= 10) emptyPageCpu.push(cpuMs(workerPid) - before);
    }
    const coldCpu = cpuMs(workerPid);
    const coldStart = performance.now();
    await search("Schule");
    const buildCpuMs = cpuMs(workerPid) - coldCpu;
    const buildWallMs = performance.now() - coldStart;

    const list = queries();
    const pageCpu = [];
    const pageWall = [];
    for (let round_ = 0; round_ < QUERY_ROUNDS; round_++) {
      for (const query of list) {
        const cpuBefore = cpuMs(workerPid);
        const start = performance.now();
        await search(query);
        pageWall.push(performance.now() - start);
        pageCpu.push(cpuMs(workerPid) - cpuBefore);
      }
    }
    const totalCpu = pageCpu.reduce((sum, value) => sum + value, 0);
    const umlautHits = (await search("KÄNGURU")).match(/<h2[^>]*><a href=/g)?.length ?? 0;

    const filterWall = [];
    let filterUmlautHits = 0;
    for (let round_ = 0; round_ < QUERY_ROUNDS; round_++) {
      for (const query of list) {
        const start = performance.now();
        const result = await pb.collection("posts").getList(1, 8, {
          filter: pb.filter("title ~ {:q} || description ~ {:q}", { q: query }),
          fields: "id,title",
        });
        filterWall.push(performance.now() - start);
        if (query === "KÄNGURU" && round_ === 0) filterUmlautHits = result.totalItems;
      }
    }
    const engine = await measureEngine(pb, list);
    const mixedCase = await pb
      .collection("posts")
      .getList(1, 1, { filter: pb.filter("title ~ {:q}", { q: "Känguru" }) });

    return {
      posts: SEARCH_POSTS,
      queries: pageCpu.length,
      miniSearch: {
        // the engine alone (same code, Node on this machine): what a query costs on top of rendering a page
        engineMsMedian: round(median(engine.times), 3),
        engineMsP95: round(percentile(engine.times, 0.95), 3),
        engineIndexBuildMs: round(engine.buildMs, 0),
        // whole /suche request in workerd (lookup, excerpts, rendering the page) and the same page without a query
        warmCpuMsPerQuery: round(totalCpu / pageCpu.length),
        emptySearchPageCpuMs: round(emptyPageCpu.reduce((sum, value) => sum + value, 0) / emptyPageCpu.length),
        warmWallMsMedian: round(median(pageWall)),
        indexBuildCpuMs: round(buildCpuMs, 0),
        indexBuildWallMs: round(buildWallMs, 0),
        umlautUpperCaseHits: umlautHits,
      },
      pocketBaseFilter: {
        wallMsMedian: round(median(filterWall)),
        umlautUpperCaseHits: Math.min(filterUmlautHits, 8),
        mixedCaseHitsTotal: mixedCase.totalItems,
        ranksTitlesFirst: false,
      },
    };
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  }
}

export function formatSearch(result) {
  const { miniSearch: m, pocketBaseFilter: f } = result;
  return [
    `Suche (${result.posts} Beiträge, ${result.queries} Anfragen):`,
    `  MiniSearch (Suche allein): Median ${m.engineMsMedian} ms, 95 % unter ${m.engineMsP95} ms je Anfrage; Index-Aufbau ${m.engineIndexBuildMs} ms (einmal je TTL und Isolate)`,
    `  /suche im Worker (warm): ${m.warmCpuMsPerQuery} ms CPU je Seite mit Treffern, ${m.emptySearchPageCpuMs} ms dieselbe Seite ohne Suchbegriff; Median ${m.warmWallMsMedian} ms; „KÄNGURU“ findet ${m.umlautUpperCaseHits} (von 8 je Seite)`,
    `  PocketBase-Filter:    Median ${f.wallMsMedian} ms je Anfrage (lokal, ohne Netz); „KÄNGURU“ findet ${f.umlautUpperCaseHits}, „Känguru“ ${f.mixedCaseHitsTotal}; keine Rangfolge`,
  ].join("\n");
}
