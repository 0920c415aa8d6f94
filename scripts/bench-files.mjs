// npm run bench:files: what the file proxy's cache headers cost a browser. For the home page and a post, one visitor
// (one Chromium context) views the page three times: first, again within CACHE_TTL_SECONDS, and again after it;
// with the headers files get now (max-age within the TTL, ETag) and with the old ones (a day, immutable, no ETag),
// which a rewriting proxy in front of the same worker gives them. Own PocketBase (demo seed), built worker, free ports.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { launchBrowser } from "./bench/chromium.mjs";
import { countByKind, settled, startCountingProxy } from "./bench/counting-proxy.mjs";
import { buildIsStale } from "./bench/freshness.mjs";
import { OLD_FILE_CACHE_CONTROL, startOldFileHeadersProxy } from "./bench/old-file-headers.mjs";
import { measureView } from "./bench/repeat-views.mjs";
import { fail, stopOnSignal } from "./lib/lifecycle.mjs";
import { startPocketBase } from "./lib/pocketbase.mjs";
import { getFreePort } from "./lib/ports.mjs";
import { build, startWorker } from "./lib/worker.mjs";

// Short, so "after the TTL" comes quickly; the figures do not depend on its length.
const TTL_SECONDS = Number(process.env.BENCH_FILES_TTL_SECONDS) || 5;
// The home page and a post with three photos (demo seed; the bench's own post has none).
const ROUTES = ["/", "/posts/post00000000012"];
const VIEWS = ["first", "within TTL", "after TTL"];

const log = (line) => console.log(`[bench:files] ${line}`);
const stops = [];
stopOnSignal(stops);
const stopAll = async () => {
  for (const stop of stops.splice(0).reverse()) await stop().catch((error) => console.error(error.message));
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

try {
  if (buildIsStale()) {
    log("Build fehlt oder ist veraltet: waku build …");
    build({ quiet: true });
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "schulwebsite-bench-files-pb-"));
  stops.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const pocketbase = await startPocketBase({ port: await getFreePort(), dir: dataDir });
  stops.push(pocketbase.stop);
  const backend = await startCountingProxy(pocketbase.url);
  stops.push(backend.close);
  const port = await getFreePort();
  const vars = {
    POCKETBASE_URL: backend.url,
    SITE_URL: `http://127.0.0.1:${port}`,
    CACHE_TTL_SECONDS: String(TTL_SECONDS),
  };
  const site = await startWorker({ port, vars });
  stops.push(site.stop);
  const old = await startOldFileHeadersProxy(site.url);
  stops.push(old.close);
  const browser = await launchBrowser();
  stops.push(() => browser.close());
  log(`Worker auf ${site.url}, CACHE_TTL_SECONDS=${TTL_SECONDS}`);

  const rows = [];
  for (const [variant, base] of [
    ["new", site.url],
    ["old", old.url],
  ]) {
    for (const route of ROUTES) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: "block" });
      let viewedAt = 0;
      for (const view of VIEWS) {
        if (view === "after TTL") await sleep(Math.max(0, viewedAt + (TTL_SECONDS + 1) * 1000 - Date.now()));
        backend.reset();
        viewedAt = Date.now();
        const figures = await measureView(context, `${base}${route}`);
        await settled(backend.requests);
        rows.push({ variant, route, view, ...figures, pocketbaseFiles: countByKind(backend.requests).files });
        if (figures.status !== 200) throw new Error(`${route}: ${figures.status}`);
        log(`${variant} ${route} ${view}: ${figures.network} Anfragen, ${figures.bytes} B`);
      }
      await context.close();
    }
  }
  await stopAll();
  console.log(formatTable(rows));
  console.log(JSON.stringify({ ttlSeconds: TTL_SECONDS, oldFileCacheControl: OLD_FILE_CACHE_CONTROL, rows }));
} catch (error) {
  await stopAll();
  fail(error);
}

function formatTable(rows) {
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  const header = [
    "headers",
    "page",
    "view",
    "requests (network)",
    "bytes",
    "files: network / 304 / browser cache",
    "file bytes",
    "PocketBase file reqs",
  ];
  const lines = rows.map((row) => [
    row.variant === "new" ? "now (max-age ≤ TTL, ETag)" : `old (${OLD_FILE_CACHE_CONTROL})`,
    row.route,
    row.view,
    `${row.requests} (${row.network})`,
    kib(row.bytes),
    `${row.files.network} / ${row.files.notModified} / ${row.files.fromCache}`,
    kib(row.files.bytes),
    String(row.pocketbaseFiles),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const format = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(" | ")} |`;
  return [
    `\nBrowser cost of file caching (Chromium, one context per page, CACHE_TTL_SECONDS=${TTL_SECONDS}):`,
    format(header),
    format(widths.map((width) => "-".repeat(width))),
    ...lines.map(format),
  ].join("\n");
}
