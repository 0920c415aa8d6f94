// Waku build enhancer: Cloudflare wants each Durable Object class exported from the worker's main
// module, but Waku's adapter writes serve-cloudflare.js with a fetch handler only. The classes named
// in wrangler.toml are exported from the server entry's `durableObjects`.
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** class_name of every [[durable_objects.bindings]] in wrangler.toml. */
export function durableObjectClasses(toml) {
  return [...toml.matchAll(/^\s*class_name\s*=\s*"([A-Za-z_$][\w$]*)"/gm)].map((match) => match[1]);
}

/** The server entry's `scheduled` (the cron) becomes the worker's, beside Waku's fetch handler. */
function addScheduledHandler(entry) {
  const source = readFileSync(entry, "utf8");
  const fetchHandler = "export default {\n  fetch:";
  if (!source.includes(fetchHandler)) {
    throw new Error(
      `export-durable-objects: ${entry} no longer starts its default export with a fetch handler: ` +
        "the cron cannot be added (docs/upgrade-safety.md).",
    );
  }
  const scheduled =
    "export default {\n  scheduled: (controller, env, ctx) => unstable_serverEntry.scheduled(controller, env, ctx),\n  fetch:";
  writeFileSync(entry, source.replace(fetchHandler, scheduled));
}

export default async function exportDurableObjects(build) {
  return async (emitFile, options) => {
    await build(emitFile, options);
    const classes = durableObjectClasses(readFileSync("wrangler.toml", "utf8"));
    const entry = path.resolve(options.distDir, "server", "serve-cloudflare.js");
    const index = path.resolve(options.distDir, "server", "index.js");
    // Waku's adapter output, not an API: without these the classes would be exported from nowhere.
    if (!existsSync(entry) || !existsSync(index) || !/\bas unstable_serverEntry\b/.test(readFileSync(index, "utf8"))) {
      throw new Error(
        `export-durable-objects: Waku no longer writes ${entry} beside an index.js exporting unstable_serverEntry: ` +
          "scripts/build/export-durable-objects.mjs must be revisited (docs/upgrade-safety.md).",
      );
    }
    const lines = [
      "",
      "import { unstable_serverEntry } from './index.js';",
      ...classes.map((name) => `export const ${name} = unstable_serverEntry.durableObjects.${name};`),
      "",
    ];
    appendFileSync(entry, lines.join("\n"));
    addScheduledHandler(entry);
  };
}
