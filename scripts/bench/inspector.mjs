// The DevTools inspector of the worker's isolate (wrangler dev --inspector-port): for its heap (heap.mjs) and for
// the CPU it spends itself (isolate-cpu.mjs).

/** A heap snapshot of a large heap takes a while; an inspector that never answers must not hold a run forever. */
const CALL_TIMEOUT_MS = 60_000;

/** The inspector's targets: wrangler lists the worker's isolate at /json. */
async function targets(port) {
  const response = await fetch(`http://127.0.0.1:${port}/json`);
  if (!response.ok) throw new Error(`Inspector auf Port ${port} antwortet ${response.status}.`);
  return response.json();
}

/**
 * A DevTools session with the worker's isolate: `call` sends a method and resolves with its result, `send` sends
 * one without waiting, `close` ends the session.
 * @returns {Promise<{ call: (method: string, params?: object) => Promise<any>, send: (method: string, params?: object) => void, close: () => void }>}
 */
export async function connectInspector(port) {
  const [target] = await targets(port);
  if (!target?.webSocketDebuggerUrl) throw new Error(`Inspector auf Port ${port}: kein Isolate gefunden.`);
  // The inspector proxy accepts DevTools origins and the local host only.
  // Node's WebSocket (undici) takes options with headers where the DOM's takes protocols.
  const socket = new WebSocket(
    target.webSocketDebuggerUrl,
    /** @type {any} */ ({ headers: { origin: "http://127.0.0.1" } }),
  );
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", () => reject(new Error("Inspector: Verbindung fehlgeschlagen.")), { once: true });
  });
  let nextId = 0;
  const send = (method, params = {}) => {
    const id = ++nextId;
    socket.send(JSON.stringify({ id, method, params }));
    return id;
  };
  const call = (method, params = {}) =>
    new Promise((resolve, reject) => {
      let id;
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
      id = send(method, params);
    });
  return { call, send: (method, params) => void send(method, params), close: () => socket.close() };
}
