import http from "node:http";

/** What the file proxy answered before files followed the TTL: a day, immutable, no ETag. */
export const OLD_FILE_CACHE_CONTROL = "public, max-age=86400, immutable";

/**
 * A pass-through proxy in front of the site that gives its /api/files/ answers the old headers: the same bytes,
 * as a browser saw them before. Everything else passes unchanged.
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startOldFileHeadersProxy(target) {
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const isFile = (req.url ?? "").startsWith("/api/files/");
    const upstream = http.request(
      `${target}${req.url}`,
      { method: req.method, agent, headers: { ...req.headers, host: new URL(target).host } },
      (answer) => {
        const headers = { ...answer.headers };
        if (isFile && answer.statusCode === 200) {
          headers["cache-control"] = OLD_FILE_CACHE_CONTROL;
          delete headers.etag;
        }
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(0, "127.0.0.1", resolve)));
  return {
    url: `http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (server.address()).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
