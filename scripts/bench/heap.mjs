// The JS heap of the worker's isolate, read through its DevTools inspector (wrangler dev --inspector-port): what
// Cloudflare's 128 MB per isolate limits, unlike the workerd process's RSS, which holds every isolate, the runtime
// and SQLite.

/** A heap snapshot of a large heap takes a while; an inspector that never answers must not hold a soak forever. */
const CALL_TIMEOUT_MS = 60_000;

/** The inspector's targets: wrangler lists the worker's isolate at /json. */
async function targets(port) {
  const response = await fetch(`http://127.0.0.1:${port}/json`);
  if (!response.ok) throw new Error(`Inspector auf Port ${port} antwortet ${response.status}.`);
  return response.json();
}

/**
 * The JS heap the worker's isolate keeps, in MB: used and reserved, after a full garbage collection. workerd's
 * inspector answers no HeapProfiler.collectGarbage, but a heap snapshot collects first; its chunks are thrown away,
 * and the heap usage asked after it (the isolate answers in order) is what stays.
 * @returns {Promise<{ usedMb: number, totalMb: number }>}
 */
export async function isolateHeap(port) {
  const [target] = await targets(port);
  if (!target?.webSocketDebuggerUrl) throw new Error(`Inspector auf Port ${port}: kein Isolate gefunden.`);
  // The inspector proxy accepts DevTools origins and the local host only.
  const socket = new WebSocket(target.webSocketDebuggerUrl, { headers: { origin: "http://127.0.0.1" } });
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", () => reject(new Error("Inspector: Verbindung fehlgeschlagen.")), { once: true });
  });
  let nextId = 0;
  const call = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      const timer = setTimeout(
        () => reject(new Error(`Inspector: ${method} ohne Antwort nach ${CALL_TIMEOUT_MS / 1000} s.`)),
        CALL_TIMEOUT_MS,
      );
      const onMessage = (event) => {
        const message = JSON.parse(String(event.data));
        if (message.id !== id) return;
        socket.removeEventListener("message", onMessage);
        clearTimeout(timer);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result);
      };
      socket.addEventListener("message", onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await call("HeapProfiler.enable");
    socket.send(
      JSON.stringify({ id: ++nextId, method: "HeapProfiler.takeHeapSnapshot", params: { reportProgress: false } }),
    );
    const { usedSize, totalSize } = await call("Runtime.getHeapUsage");
    return { usedMb: round(usedSize / 2 ** 20), totalMb: round(totalSize / 2 ** 20) };
  } finally {
    socket.close();
  }
}

const round = (value) => Math.round(value * 10) / 10;
