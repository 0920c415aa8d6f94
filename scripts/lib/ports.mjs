import net from "node:net";

/** Resolves true when nothing listens on host:port (tries to bind it briefly). */
export function isPortFree(port, host = "127.0.0.1") {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once("error", () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** A port the OS considers free right now (port 0 lets the kernel choose). */
export function getFreePort(host = "127.0.0.1") {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once("error", reject);
    server.listen({ port: 0, host }, () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * @param {number} port
 * @param {string} label what wants the port, e.g. "PocketBase"
 * @param {{ host?: string, envName?: string }} [options] envName: the variable that moves it
 * @throws {Error} when the port is taken
 */
export async function assertPortFree(port, label, { host = "127.0.0.1", envName = "PB_PORT" } = {}) {
  if (await isPortFree(port, host)) return;
  throw new Error(
    `Port ${port} (${label}) ist belegt – setze ${envName} auf einen freien Port. ` +
      `(Port ${port} for ${label} is already in use; set ${envName} to a free port.)`,
  );
}
