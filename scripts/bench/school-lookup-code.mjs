// node scripts/bench/school-lookup-code.mjs: what the school lookup's own code costs a warm request, in µs of CPU on
// V8 (the engine of workerd), without the noise of a whole request: the Host header read, the remembered registry
// answer, the school's settings, and the school's keys of one page view (the page key and eight read keys, as `/`
// reads). workerd's clocks do not move while code runs, so this is measured here in Node; school-lookup.mjs sets the
// same against whole requests in the worker.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { bundleSiteCode } from "../lib/site-code.mjs";

const ROUNDS = 7;
const VIEWS = 200_000;
const entry = `
import { hostOf } from './src/features/schools/rules/host-name';
import { siteConfigFrom } from './src/lib/platform/config';
import { registeredSchoolConfig } from './src/features/schools/school-config';
import { SchoolDirectory } from './src/features/schools/school-directory';
import { schoolAddress, schoolKey } from './src/lib/platform/school-keys';
export { hostOf, registeredSchoolConfig, siteConfigFrom, SchoolDirectory, schoolAddress, schoolKey };
`;
const dir = mkdtempSync(path.join(tmpdir(), "school-lookup-code-"));
try {
  const outfile = path.join(dir, "lookup.mjs");
  await bundleSiteCode(entry, outfile);
  const code = await import(pathToFileURL(outfile).href);
  const deployment = code.siteConfigFrom(() => undefined);
  const row = {
    registered: 1,
    id: "s0123456789abcdef",
    pocketbase_url: "https://pb.schule-07.at",
    site_url: "https://schule-07.at",
    name: "Schule Nummer 07",
    short_name: "Nr. 07",
  };
  const db = { prepare: () => ({ bind: () => ({ first: async () => row }) }) };
  const directory = new code.SchoolDirectory();
  const reads = Array.from(
    { length: 8 },
    (_, i) => `https://pb.schule-07.at/api/collections/c${i}/records?page=1&perPage=6&sort=-date`,
  );

  const view = async () => {
    const host = code.hostOf("schule-07.localhost:8787");
    const found = await directory.lookup(db, host);
    const config = code.registeredSchoolConfig(deployment, found.school);
    let length = code.schoolKey(config.cacheScope, "page /?").length;
    for (const read of reads) length += code.schoolAddress(config.cacheScope, read).length;
    return length;
  };
  const single = async () => {
    let length = "page /?".length;
    for (const read of reads) length += code.schoolAddress(deployment.cacheScope, read).length;
    return length;
  };
  await view();
  const perView = async (fn) => {
    const started = process.cpuUsage();
    for (let i = 0; i < VIEWS; i++) await fn();
    const { user, system } = process.cpuUsage(started);
    return (user + system) / VIEWS;
  };
  const many = [];
  const one = [];
  for (let round = 0; round < ROUNDS; round++) {
    many.push(await perView(view));
    one.push(await perView(single));
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const extra = median(many.map((value, i) => value - one[i]));
  console.log(
    `Schul-Lookup und Schlüssel je Aufruf (Median von ${ROUNDS} Runden à ${VIEWS} Aufrufen): ` +
      `50 Schulen ${median(many).toFixed(2)} µs, eine Schule ${median(one).toFixed(2)} µs, Mehraufwand ${extra.toFixed(2)} µs ` +
      `(Ziel ≤ 200 µs: ${extra <= 200 ? "erreicht" : "verfehlt"})`,
  );
  console.log(
    JSON.stringify({ views: VIEWS, rounds: ROUNDS, manyUs: median(many), singleUs: median(one), extraUs: extra }),
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
