// `wrangler dev` without its DevTools inspector, for timing only (scripts/lib/worker.mjs, `inspector: false`):
// takes wrangler dev's own arguments (--port, --ip, --persist-to, --var NAME:VALUE) in the directory of wrangler.toml.
// `wrangler dev` always attaches an inspector to the worker and hears every console.log through it: that costs the
// worker about 1 ms of CPU per log line, which a deployed worker never pays (its request log line is one per request).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { unstable_startWorker } from "wrangler";

const { values } = parseArgs({
  options: {
    port: { type: "string" },
    ip: { type: "string", default: "127.0.0.1" },
    "persist-to": { type: "string" },
    var: { type: "string", multiple: true, default: [] },
  },
});
const bindings = Object.fromEntries(
  values.var.map((pair) => {
    const at = pair.indexOf(":");
    return [pair.slice(0, at), { type: "plain_text", value: pair.slice(at + 1) }];
  }),
);
const worker = await unstable_startWorker({
  config: path.resolve("wrangler.toml"),
  bindings,
  dev: {
    server: { hostname: values.ip, port: Number(values.port) },
    inspector: false,
    persist: values["persist-to"] ?? mkdtempSync(path.join(tmpdir(), "schulwebsite-wrangler-")),
    logLevel: "warn",
  },
});
await worker.ready;
console.log(`Ready on http://${values.ip}:${values.port}`);
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, async () => {
    await worker.dispose().catch(() => {});
    process.exit(0);
  });
}
