import { launchBrowser } from "./scripts/bench/chromium.mjs";
const b = await launchBrowser();
const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
const events = [];
cdp.on("Tracing.dataCollected", (d) => events.push(...d.value));
const done = new Promise((r) => cdp.on("Tracing.tracingComplete", r));
await cdp.send("Tracing.start", { categories: "devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,v8.execute", transferMode: "ReportEvents" });
await p.goto("http://127.0.0.1:18787" + (process.argv[2] ?? "/"), { waitUntil: "load" });
await p.waitForTimeout(3000);
await cdp.send("Tracing.end"); await done;
const main = events.filter((e) => e.name === "RunTask" && e.dur > 30000);
const tid = events.find((e) => e.name === "TracingStartedInBrowser" || e.name === "TracingStartedInPage");
for (const t of main) {
  const kids = events.filter((e) => e.tid === t.tid && e.pid === t.pid && e.ts >= t.ts && e.ts < t.ts + t.dur && e.ph === "X" && e.dur > 300 && e.name !== "RunTask");
  const by = {};
  for (const k of kids) { const key = k.name + (k.args?.data?.url ? " " + k.args.data.url.slice(22, 60) : "") + (k.args?.data?.functionName ? " " + k.args.data.functionName : ""); by[key] = (by[key] ?? 0) + k.dur / 1000; }
  console.log("TASK", (t.ts / 1000) | 0, (t.dur / 1000).toFixed(1), "ms", t.pid, t.tid);
  for (const [k, v] of Object.entries(by).sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log("   ", v.toFixed(1), k);
}
await b.close();
