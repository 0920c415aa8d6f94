import { launchBrowser } from "./scripts/bench/chromium.mjs";
const b = await launchBrowser();
const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
const events = [];
cdp.on("Tracing.dataCollected", (d) => events.push(...d.value));
const done = new Promise((r) => cdp.on("Tracing.tracingComplete", r));
await cdp.send("Tracing.start", { categories: "devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,v8.execute", transferMode: "ReportEvents" });
await p.goto("http://127.0.0.1:18787/impressum"); await p.waitForTimeout(500); await p.goto("http://127.0.0.1:18787" + (process.argv[2] ?? "/"), { waitUntil: "load" });
await p.waitForTimeout(2000);
await cdp.send("Tracing.end"); await done;
const t0 = events.find((e) => e.name === "navigationStart")?.ts ?? events[0].ts;
for (const e of events.filter((e) => ["Layout", "UpdateLayoutTree", "ParseHTML", "EvaluateScript", "v8.evaluateModule", "FunctionCall", "RunMicrotasks", "Paint", "firstContentfulPaint", "largestContentfulPaint::Candidate", "MarkDOMContent", "MarkLoad"].includes(e.name) && (e.dur ?? 1000) > 700)) {
  console.log(((e.ts - t0) / 1000).toFixed(1), e.name, e.dur ? (e.dur / 1000).toFixed(1) : "", JSON.stringify(e.args?.beginData ?? e.args?.elementCount ?? e.args?.data?.url ?? e.args?.data?.type ?? "").slice(0, 150), e.args?.endData ? JSON.stringify(e.args.endData).slice(0, 60) : "");
}
await b.close();
