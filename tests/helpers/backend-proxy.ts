import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** `refused`: PocketBase's own 400 for a read it will not run (a filter naming a field the collection lacks). */
export type Fault = 'none' | 'slow' | 'delayed' | 'error' | 'garbage' | 'refused';

/** How long a 'delayed' backend takes before it answers as usual. */
export const DELAYED_ANSWER_MS = 800;

/**
 * Sits between the worker and the real PocketBase: counts what reaches the backend and can inject
 * the faults a healthy PocketBase never produces (a hang, a late answer, a 500, a garbage body).
 */
export async function startBackendProxy(target: string) {
  const requests: string[] = [];
  let currentFault: Fault = 'none';
  /** Only requests whose address matches get the fault; undefined: every request. */
  let faultOnly: RegExp | undefined;
  let inFlight = 0;
  let maxInFlight = 0;

  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    res.on('close', () => {
      inFlight -= 1;
    });
    const fault = faultOnly && !faultOnly.test(req.url ?? '') ? 'none' : currentFault;
    if (fault === 'refused') {
      res
        .writeHead(400, { 'content-type': 'application/json' })
        .end('{"data":{},"message":"Something went wrong while processing your request.","status":400}');
      return;
    }
    if (fault === 'slow') {
      const timer = setTimeout(() => res.destroy(), 10_000);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    if (fault === 'delayed') {
      setTimeout(() => forward(req, res), DELAYED_ANSWER_MS);
      return;
    }
    if (fault === 'error') {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"boom"}');
      return;
    }
    if (fault === 'garbage') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('<html>nicht JSON');
      return;
    }
    forward(req, res);
  });
  const forward = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const upstream = http.request(
      `${target}${req.url}`,
      { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    // A delayed request has been read to its end already.
    if (req.readableEnded) upstream.end();
    else req.pipe(upstream);
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get maxInFlight() {
      return maxInFlight;
    },
    /** The fault for every request from now on, or only for those whose address matches `only`. */
    setFault(next: Fault, only?: RegExp) {
      currentFault = next;
      faultOnly = only;
    },
    reset() {
      requests.length = 0;
      maxInFlight = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Waits until no new backend request has arrived for `quietMs` (background refreshes done). */
export async function settled(requests: string[], quietMs = 300, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let seen = -1;
  while (Date.now() < deadline) {
    if (requests.length === seen) return;
    seen = requests.length;
    await new Promise((resolve) => setTimeout(resolve, quietMs));
  }
}
