import http from "node:http";

/** How long a slow backend takes per answer (npm run soak). */
export const SLOW_ANSWER_MS = 3_000;

/**
 * A pass-through proxy in front of PocketBase that counts what reaches the backend and, for the soak
 * test, answers slowly (SLOW_ANSWER_MS, then the real answer) or with garbage (HTML where JSON belongs).
 * @returns {Promise<{ url: string, requests: string[], reset: () => void, setFault: (fault: "none" | "slow" | "garbage") => void, close: () => Promise<void> }>}
 */
export async function startCountingProxy(target) {
  const requests = [];
  let fault = "none";
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? "");
    if (fault === "garbage") {
      res.writeHead(200, { "content-type": "application/json" }).end("<html>kein JSON</html>");
      return;
    }
    if (fault === "slow") {
      const timer = setTimeout(() => forward(req, res), SLOW_ANSWER_MS);
      res.on("close", () => clearTimeout(timer));
      return;
    }
    forward(req, res);
  });
  const forward = (req, res) => {
    const upstream = http.request(
      `${target}${req.url}`,
      { method: req.method, agent, headers: { ...req.headers, host: new URL(target).host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    if (req.readableEnded) upstream.end();
    else req.pipe(upstream);
  };
  await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(0, "127.0.0.1", resolve)));
  return {
    url: `http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (server.address()).port}`,
    requests,
    reset: () => {
      requests.length = 0;
    },
    setFault: (next) => {
      fault = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Waits until no backend request has arrived for quietMs (background refreshes done), at most timeoutMs. */
export async function settled(requests, quietMs = 250, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  let seen;
  do {
    seen = requests.length;
    await new Promise((resolve) => setTimeout(resolve, quietMs));
  } while (Date.now() < deadline && requests.length !== seen);
}

/** Splits counted paths into content reads and file downloads. */
export function countByKind(requests) {
  const files = requests.filter((url) => url.startsWith("/api/files/")).length;
  return { total: requests.length, data: requests.length - files, files };
}
