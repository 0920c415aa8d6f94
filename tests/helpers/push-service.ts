import { createDecipheriv, createECDH, type ECDH, hkdfSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify } from 'jose';

export type StandInSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };
/** `payload` is the decrypted text parsed as JSON, or undefined when the text is not JSON. */
export type ReceivedPush = {
  endpoint: string;
  payload: unknown;
  text: string;
  headers: Record<string, string>;
  at: number;
};
export type PushAttempt = { endpoint: string; status: number; at: number };

export interface PushService {
  /** e.g. http://127.0.0.1:PORT */
  origin: string;
  /** A fresh ECDH P-256 key pair and 16-byte auth secret, as a browser's `PushSubscription.toJSON()` gives them. */
  newSubscription(): Promise<StandInSubscription>;
  /** Only messages answered 2xx that were VAPID-signed correctly and decrypted. */
  received: ReceivedPush[];
  /** Every POST, with the status it was answered. */
  attempts: PushAttempt[];
  /** Everything malformed: VAPID, encoding, decryption, headers, unknown endpoint. A good sender leaves it empty. */
  problems: string[];
  /** The next answers to well-formed messages for that endpoint ('*': any endpoint), then 201 again. */
  answerWith(endpoint: string | '*', statuses: number[], headers?: Record<string, string>): void;
  /** @throws Error naming what did arrive when fewer than `count` messages were received in time */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

/** RFC 8030 §7.2: a push service must accept at least 4096 bytes of body; the big ones refuse more. */
const MAX_BODY_BYTES = 4096;
const MAX_JWT_LIFETIME_S = 24 * 60 * 60;
const URGENCIES = ['very-low', 'low', 'normal', 'high'];

/**
 * A push service stand-in on 127.0.0.1 (RFC 8030 over http) for tests: it checks what a real one checks — the VAPID
 * JWT (RFC 8292) and the aes128gcm encryption (RFC 8188/8291) — and decrypts with the subscription's own keys using
 * node:crypto alone, so it does not share a bug with the sender's library.
 */
export async function startPushService(options: { vapidPublicKey?: string } = {}): Promise<PushService> {
  const subscriptions = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const scripted = new Map<string, { statuses: number[]; headers: Record<string, string> }>();
  const received: ReceivedPush[] = [];
  const attempts: PushAttempt[] = [];
  const problems: string[] = [];
  const waiters = new Set<() => void>();
  let messages = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void answer(req, Buffer.concat(chunks)).then(({ status, headers, push }) => {
        const endpoint = `${origin}${req.url ?? ''}`;
        if (req.method === 'POST') attempts.push({ endpoint, status, at: Date.now() });
        if (push && status >= 200 && status < 300) received.push(push);
        res.writeHead(status, headers).end();
        for (const wake of waiters) wake();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function answer(
    req: http.IncomingMessage,
    body: Buffer,
  ): Promise<{ status: number; headers: Record<string, string>; push?: ReceivedPush }> {
    const endpoint = `${origin}${req.url ?? ''}`;
    const refuse = (status: number, problem: string) => {
      problems.push(`${endpoint}: ${problem}`);
      return { status, headers: {} };
    };
    if (req.method !== 'POST') return refuse(405, `${req.method} instead of POST`);
    const subscription = subscriptions.get(new URL(endpoint).pathname);
    if (!subscription) return refuse(404, 'unknown endpoint');
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.join(', ') : (value ?? ''),
      ]),
    );
    const vapidProblem = await checkVapid(headers.authorization);
    if (vapidProblem) return refuse(vapidProblem.status, vapidProblem.problem);
    if (!/^\d+$/.test(headers.ttl ?? '')) return refuse(400, `TTL header missing or not a number: ${headers.ttl}`);
    if (headers.urgency !== undefined && !URGENCIES.includes(headers.urgency)) {
      return refuse(400, `Urgency ${headers.urgency} is none of ${URGENCIES.join(', ')}`);
    }
    if (headers.topic !== undefined && !/^[A-Za-z0-9_-]{1,32}$/.test(headers.topic)) {
      return refuse(400, `Topic ${headers.topic} is not 1 to 32 base64url characters`);
    }
    if (headers['content-encoding'] !== 'aes128gcm') {
      return refuse(415, `Content-Encoding ${headers['content-encoding']} instead of aes128gcm`);
    }
    if (body.byteLength > MAX_BODY_BYTES) return refuse(413, `body of ${body.byteLength} bytes`);
    let text: string;
    try {
      text = decrypt(body, subscription.ecdh, subscription.auth);
    } catch (error) {
      return refuse(400, `cannot decrypt: ${(error as Error).message}`);
    }
    const script = scripted.has(endpoint) ? endpoint : '*';
    const next = scripted.get(script);
    const status = next?.statuses.shift() ?? 201;
    if (next?.statuses.length === 0) scripted.delete(script);
    messages += 1;
    const location: Record<string, string> =
      status >= 200 && status < 300 ? { Location: `${origin}/message/${messages}` } : {};
    return {
      status,
      headers: { ...location, ...next?.headers },
      push: { endpoint, payload: parsed(text), text, headers, at: Date.now() },
    };
  }

  async function checkVapid(
    authorization: string | undefined,
  ): Promise<{ status: number; problem: string } | undefined> {
    const match = /^vapid\s+(.*)$/i.exec(authorization ?? '');
    if (!match) return { status: 401, problem: `Authorization is not the vapid scheme: ${authorization}` };
    const params = new Map(
      match[1]!.split(',').map((part) => {
        const [name = '', ...value] = part.trim().split('=');
        return [name.toLowerCase(), value.join('=')] as const;
      }),
    );
    const token = params.get('t');
    const k = params.get('k');
    if (!token || !k) return { status: 401, problem: 'Authorization lacks t= or k=' };
    if (options.vapidPublicKey && k !== options.vapidPublicKey) {
      return { status: 403, problem: `k= is not the expected VAPID public key: ${k}` };
    }
    const point = Buffer.from(k, 'base64url');
    if (point.byteLength !== 65 || point[0] !== 0x04) return { status: 401, problem: 'k= is not a P-256 point' };
    try {
      const key = await importJWK(
        {
          kty: 'EC',
          crv: 'P-256',
          x: point.subarray(1, 33).toString('base64url'),
          y: point.subarray(33).toString('base64url'),
        },
        'ES256',
      );
      const { payload } = await jwtVerify(token, key, { algorithms: ['ES256'], audience: origin });
      const now = Math.floor(Date.now() / 1000);
      if (typeof payload.exp !== 'number') return { status: 401, problem: 'JWT without exp' };
      if (payload.exp > now + MAX_JWT_LIFETIME_S) return { status: 401, problem: 'JWT exp more than 24 h ahead' };
      if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub)) {
        return { status: 401, problem: `JWT sub is not a mailto: or https: address: ${payload.sub}` };
      }
    } catch (error) {
      return { status: 401, problem: `VAPID JWT refused: ${(error as Error).message}` };
    }
    return undefined;
  }

  return {
    origin,
    received,
    attempts,
    problems,
    async newSubscription() {
      const ecdh = createECDH('prime256v1');
      const p256dh = ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${randomBytes(12).toString('base64url')}`;
      subscriptions.set(path, { ecdh, auth });
      return {
        endpoint: `${origin}${path}`,
        keys: { p256dh: p256dh.toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    answerWith(endpoint, statuses, headers = {}) {
      scripted.set(endpoint, { statuses: [...statuses], headers });
    },
    waitFor(count, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          done();
          resolve([...received]);
        };
        const timer = setTimeout(() => {
          done();
          reject(
            new Error(
              `${received.length} of ${count} pushes in ${timeoutMs} ms; ` +
                `attempts ${JSON.stringify(attempts)}; problems ${JSON.stringify(problems)}`,
            ),
          );
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close() {
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/**
 * RFC 8291 §3.3–3.4 and RFC 8188 §2: the header (salt, record size, key id = the sender's public key), one record,
 * keys derived from ECDH with the subscription's private key and its auth secret.
 */
function decrypt(body: Buffer, ecdh: ECDH, auth: Buffer): string {
  if (body.byteLength < 21) throw new Error(`body of ${body.byteLength} bytes has no RFC 8188 header`);
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  if (idLength !== 65) throw new Error(`key id of ${idLength} bytes is not a P-256 public key`);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (recordSize < 18) throw new Error(`record size ${recordSize}`);
  if (record.byteLength > recordSize) throw new Error('more than one record (RFC 8291 §4 allows one)');
  if (record.byteLength < 17) throw new Error('record shorter than its tag');
  const secret = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.byteLength - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.byteLength - 16)), decipher.final()]);
  let end = padded.byteLength - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 0x02) throw new Error('the last record does not end in the delimiter 0x02');
  return new TextDecoder('utf-8', { fatal: true }).decode(padded.subarray(0, end));
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
