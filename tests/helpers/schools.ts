import http from 'node:http';
import type { Miniflare } from 'miniflare';
import { addSchool, listSchools, removeSchool, type RunSql } from '../../scripts/lib/school-registry.mjs';

export type TestSchool = { host: string; pocketbaseUrl: string; name: string; short: string; site?: string };

/** The registry of a worker started with `schools: true`, changed as `npm run school` changes it. */
export function registryOf(worker: Miniflare) {
  const run: RunSql = async (sql) => {
    const db = await worker.getD1Database('SCHOOLS');
    let rows: Array<Record<string, unknown>> = [];
    for (const statement of sql.split(';\n'))
      rows = (await db.prepare(statement).all<Record<string, unknown>>()).results;
    return rows;
  };
  return {
    add: (school: TestSchool) =>
      addSchool(run, {
        host: [school.host],
        pocketbase: school.pocketbaseUrl,
        name: school.name,
        short: school.short,
        site: school.site ?? `http://${school.host}`,
      }),
    list: () => listSchools(run),
    remove: (host: string) => removeSchool(run, host),
  };
}

type RawRequest = { method?: string; headers?: Record<string, string>; body?: string | Buffer; target?: string };

/**
 * A request to the worker's own HTTP server with `host` in its Host header, as Cloudflare passes one on
 * (Miniflare's dispatchFetch always sends its loopback address there). `target` replaces the request line's
 * path, e.g. with an absolute address naming another host.
 */
export async function getFor(worker: Miniflare, host: string, path: string, raw: RawRequest = {}) {
  const server = await worker.ready;
  const answer = await new Promise<{ status: number; headers: Headers; body: Buffer }>((resolve, reject) => {
    const request = http.request(
      {
        host: server.hostname,
        port: server.port,
        method: raw.method ?? 'GET',
        path: raw.target ?? path,
        // As browsers send a body: with its length (a chunked DELETE reaches the worker without one).
        headers: {
          ...(raw.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(raw.body)) }),
          ...raw.headers,
          host,
        },
        setHost: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            for (const one of [value ?? []].flat()) headers.append(name, one);
          }
          resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(raw.body);
  });
  const response = new Response(answer.status === 204 || answer.status === 304 ? null : new Uint8Array(answer.body), {
    status: answer.status,
    headers: answer.headers,
  });
  return { response, text: answer.body.toString('utf8') };
}
