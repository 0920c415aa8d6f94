import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { makeVapidKeys } from '../../../../scripts/lib/push-keys.mjs';
import { pushRequest, type PushTarget } from '../../../../src/features/parents/web-push';
import type { PushSettings } from '../../../../src/features/parents/push-settings';
import { type PushService, startPushService } from '../../../helpers/push-service';

const root = path.resolve(import.meta.dirname, '../../../..');
const HOUR_MS = 60 * 60 * 1000;
const options = { ttlSeconds: 3600 };

/** Each test its own keys: the JWT cache lives in the module, and no test should lean on another's signature. */
function vapidKeys(): PushSettings {
  const { publicKey, privateKey } = makeVapidKeys();
  return { publicKey, privateKey, subject: 'mailto:webmaster@schule.example' };
}

function jwtOf(request: Request): string {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(request.headers.get('Authorization') ?? '');
  if (!match) throw new Error(`not a vapid Authorization: ${request.headers.get('Authorization')}`);
  return match[1]!;
}

let service: PushService;
beforeAll(async () => {
  service = await startPushService();
});
afterAll(() => service.close());

test('a push reaches the push service encrypted and decrypts there to the same text with the subscription keys', async () => {
  const target = await service.newSubscription();
  const payload = JSON.stringify({
    title: 'Schikurs der 3b: Abfahrt verschoben',
    url: 'https://schule.example/posts/a',
  });
  const request = await pushRequest(target, payload, vapidKeys(), options);
  expect(new TextDecoder().decode(await request.clone().arrayBuffer())).not.toContain('Schikurs');

  const answer = await fetch(request);

  expect(answer.status).toBe(201);
  const [push] = await service.waitFor(1);
  expect(push).toMatchObject({ endpoint: target.endpoint, text: payload, payload: JSON.parse(payload) });
  expect(service.problems).toEqual([]);
});

test('the request carries what a push service needs, and Urgency and Topic only when asked for', async () => {
  const target = await service.newSubscription();
  const vapid = vapidKeys();

  const plain = await pushRequest(target, '{}', vapid, { ttlSeconds: 86400 });
  const marked = await pushRequest(target, '{}', vapid, { ttlSeconds: 60, urgency: 'high', topic: 'post-abc123' });

  expect(plain.method).toBe('POST');
  expect(plain.url).toBe(target.endpoint);
  expect(Object.fromEntries(plain.headers)).toMatchObject({
    'content-encoding': 'aes128gcm',
    'content-type': 'application/octet-stream',
    ttl: '86400',
  });
  expect(plain.headers.get('Authorization')).toMatch(
    new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`),
  );
  expect(plain.headers.has('Urgency')).toBe(false);
  expect(plain.headers.has('Topic')).toBe(false);
  expect(Object.fromEntries(marked.headers)).toMatchObject({ ttl: '60', urgency: 'high', topic: 'post-abc123' });
  // One record padded to 4096 bytes, whatever the text: its length tells nothing.
  expect((await plain.arrayBuffer()).byteLength).toBe(4096);
  expect((await fetch(marked)).status).toBe(201);
  const push = service.received.find((one) => one.endpoint === target.endpoint);
  expect(push?.headers).toMatchObject({ urgency: 'high', topic: 'post-abc123' });
  expect(service.problems).toEqual([]);
});

test('the VAPID JWT names the endpoint origin and the subject, expires in 12 h, and is signed once per origin', async () => {
  const vapid = vapidKeys();
  const keys = (await service.newSubscription()).keys;
  const now = Date.UTC(2026, 10, 28, 8, 0, 0);
  const at = (endpoint: string): PushTarget => ({ endpoint, keys });

  const first = jwtOf(await pushRequest(at('https://fcm.googleapis.com/fcm/send/aaa'), '{}', vapid, options, now));
  const sameOrigin = jwtOf(
    await pushRequest(at('https://fcm.googleapis.com/fcm/send/bbb'), '{}', vapid, options, now + 1000),
  );
  const otherOrigin = jwtOf(
    await pushRequest(at('https://updates.push.services.mozilla.com/wpush/v2/c'), '{}', vapid, options, now),
  );

  expect(decodeProtectedHeader(first)).toMatchObject({ alg: 'ES256', typ: 'JWT' });
  expect(decodeJwt(first)).toEqual({
    aud: 'https://fcm.googleapis.com',
    exp: now / 1000 + 12 * 60 * 60,
    sub: 'mailto:webmaster@schule.example',
  });
  expect(sameOrigin).toBe(first);
  expect(otherOrigin).not.toBe(first);
  expect(decodeJwt(otherOrigin).aud).toBe('https://updates.push.services.mozilla.com');
});

test('a cached JWT is signed anew once less than an hour of it is left', async () => {
  const vapid = vapidKeys();
  const target = await service.newSubscription();
  const now = Date.now();

  const first = jwtOf(await pushRequest(target, '{}', vapid, options, now));
  const almost = jwtOf(await pushRequest(target, '{}', vapid, options, now + 11 * HOUR_MS - 1000));
  const renewed = jwtOf(await pushRequest(target, '{}', vapid, options, now + 11 * HOUR_MS));

  expect(almost).toBe(first);
  expect(renewed).not.toBe(first);
  expect(decodeJwt(renewed).exp).toBe(Math.floor((now + 11 * HOUR_MS) / 1000) + 12 * 60 * 60);
});

test('a burst of pushes to one push service signs one JWT', async () => {
  const vapid = vapidKeys();
  const target = await service.newSubscription();

  const requests = await Promise.all(Array.from({ length: 5 }, () => pushRequest(target, '{}', vapid, options)));

  expect(new Set(requests.map(jwtOf)).size).toBe(1);
});

test('3993 bytes of payload still go through; a longer one is refused with a clear error', async () => {
  const target = await service.newSubscription();
  const vapid = vapidKeys();
  const longest = JSON.stringify({ text: 'x'.repeat(3993 - 11) });
  expect(new TextEncoder().encode(longest).byteLength).toBe(3993);

  expect((await fetch(await pushRequest(target, longest, vapid, options))).status).toBe(201);

  expect(service.received.find((push) => push.endpoint === target.endpoint)?.text).toBe(longest);
  await expect(pushRequest(target, `${longest} `, vapid, options)).rejects.toThrow(
    'Push payload is 3994 bytes; at most 3993 fit in a message',
  );
  // Bytes count, not characters: 1997 umlauts are 3994 bytes of UTF-8.
  await expect(pushRequest(target, 'ä'.repeat(1997), vapid, options)).rejects.toThrow('3994 bytes');
});

test('a topic a push service would refuse is refused here', async () => {
  const target = await service.newSubscription();
  await expect(pushRequest(target, '{}', vapidKeys(), { ...options, topic: 'post/1' })).rejects.toThrow('topic');
  await expect(pushRequest(target, '{}', vapidKeys(), { ...options, topic: 'x'.repeat(33) })).rejects.toThrow('topic');
});

test('the stand-in cannot read a push encrypted with the wrong auth secret, so it really decrypts', async () => {
  const target = await service.newSubscription();
  const wrong = { ...target, keys: { ...target.keys, auth: Buffer.alloc(16, 7).toString('base64url') } };
  const before = service.received.length;

  const answer = await fetch(await pushRequest(wrong, '{"title":"x"}', vapidKeys(), options));

  expect(answer.status).toBe(400);
  expect(service.received.length).toBe(before);
  expect(service.problems.splice(0)).toEqual([expect.stringContaining(`${target.endpoint}: cannot decrypt`)]);
});

test('the stand-in refuses a JWT that the k= key did not sign, and a k= other than the expected key', async () => {
  const expected = vapidKeys();
  const strict = await startPushService({ vapidPublicKey: expected.publicKey });
  try {
    const target = await strict.newSubscription();
    const request = await pushRequest(target, '{}', expected, options);
    const forged = new Request(request, {
      headers: {
        ...Object.fromEntries(request.headers),
        authorization: `vapid t=${jwtOf(request)}, k=${vapidKeys().publicKey}`,
      },
    });
    const otherKeys = await pushRequest(target, '{}', vapidKeys(), options);

    expect((await fetch(forged)).status).toBe(403);
    expect((await fetch(otherKeys)).status).toBe(403);
    expect((await fetch(await pushRequest(target, '{}', expected, options))).status).toBe(201);
    expect(strict.problems).toEqual([
      expect.stringContaining('not the expected VAPID public key'),
      expect.stringContaining('not the expected VAPID public key'),
    ]);

    const open = await startPushService();
    try {
      const elsewhere = await open.newSubscription();
      const signed = await pushRequest(elsewhere, '{}', expected, options);
      const swapped = new Request(signed, {
        headers: {
          ...Object.fromEntries(signed.headers),
          authorization: `vapid t=${jwtOf(signed)}, k=${vapidKeys().publicKey}`,
        },
      });
      expect((await fetch(swapped)).status).toBe(401);
      expect(open.problems).toEqual([expect.stringContaining('VAPID JWT refused')]);
    } finally {
      await open.close();
    }
  } finally {
    await strict.close();
  }
});

test('answerWith scripts the next answers for an endpoint, then 201 again', async () => {
  const target = await service.newSubscription();
  const vapid = vapidKeys();
  service.answerWith(target.endpoint, [429, 410], { 'Retry-After': '1' });
  const send = async () => (await fetch(await pushRequest(target, '{}', vapid, options))).status;

  const first = await fetch(await pushRequest(target, '{}', vapid, options));
  expect([first.status, first.headers.get('Retry-After')]).toEqual([429, '1']);
  expect([await send(), await send()]).toEqual([410, 201]);
  expect(service.attempts.filter((attempt) => attempt.endpoint === target.endpoint).map((a) => a.status)).toEqual([
    429, 410, 201,
  ]);
  expect(service.received.filter((push) => push.endpoint === target.endpoint)).toHaveLength(1);
});

test('in workerd the module encrypts and signs a push the stand-in accepts (Web Crypto only, no node: imports)', async () => {
  const bundle = await build({
    stdin: {
      contents: `
        import { pushRequest } from './src/features/parents/web-push';
        export default {
          async fetch(request) {
            const { target, payload, vapid } = await request.json();
            const answer = await fetch(await pushRequest(target, payload, vapid, { ttlSeconds: 60, urgency: 'low' }));
            return new Response(String(answer.status));
          },
        };`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    conditions: ['workerd', 'worker', 'browser'],
    write: false,
    logLevel: 'error',
  });
  const code = bundle.outputFiles[0]!.text;
  expect(code).not.toMatch(/from\s*["']node:|require\(["']node:/);
  const compatibilityDate = /compatibility_date = "([^"]+)"/.exec(
    readFileSync(path.join(root, 'wrangler.toml'), 'utf8'),
  )![1];
  const mf = new Miniflare(convertV4MiniflareOptions({ modules: true, script: code, compatibilityDate }));
  try {
    const target = await service.newSubscription();
    const payload = JSON.stringify({ title: 'Elternabend der 2a', url: 'https://schule.example/kalender' });

    const answer = await mf.dispatchFetch('http://localhost/', {
      method: 'POST',
      body: JSON.stringify({ target, payload, vapid: vapidKeys() }),
    });

    expect(await answer.text()).toBe('201');
    const push = service.received.find((one) => one.endpoint === target.endpoint);
    expect(push).toMatchObject({ text: payload, headers: { urgency: 'low', ttl: '60' } });
    expect(service.problems).toEqual([]);
  } finally {
    await mf.dispose();
  }
}, 30_000);
