// The JS heap of the worker's isolate, read through its DevTools inspector (wrangler dev --inspector-port): what
// Cloudflare's 128 MB per isolate limits, unlike the workerd process's RSS, which holds every isolate, the runtime
// and SQLite.
import { connectInspector } from "./inspector.mjs";

/**
 * The JS heap the worker's isolate keeps, in MB: used and reserved, after a full garbage collection. workerd's
 * inspector answers no HeapProfiler.collectGarbage, but a heap snapshot collects first; its chunks are thrown away,
 * and the heap usage asked after it (the isolate answers in order) is what stays.
 * @returns {Promise<{ usedMb: number, totalMb: number }>}
 */
export async function isolateHeap(port) {
  const inspector = await connectInspector(port);
  try {
    await inspector.call("HeapProfiler.enable");
    inspector.send("HeapProfiler.takeHeapSnapshot", { reportProgress: false });
    const { usedSize, totalSize } = await inspector.call("Runtime.getHeapUsage");
    return { usedMb: round(usedSize / 2 ** 20), totalMb: round(totalSize / 2 ** 20) };
  } finally {
    inspector.close();
  }
}

const round = (value) => Math.round(value * 10) / 10;
