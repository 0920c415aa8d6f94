import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, test, vi } from 'vitest';
import { connectAsSuperuser } from '../../../scripts/lib/superuser-client.mjs';

const SUPERUSER = { email: 'admin@schule.test', password: 'geheim' };
const SIGNED_IN = { token: 'token', record: { id: 'admin', collectionName: '_superusers' } };

let server: Server | undefined;
afterEach(() => {
  server?.close();
  vi.restoreAllMocks();
});

/** A stand-in for PocketBase's sign-in: the given statuses in turn, then 200; returns its address and the count. */
async function signInAnswering(...statuses: number[]) {
  const asked: number[] = [];
  server = createServer((request, response) => {
    asked.push(Date.now());
    const status = statuses.shift() ?? 200;
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(status === 200 ? SIGNED_IN : { status, message: 'Too Many Requests.', data: {} }));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, asked };
}

test('a sign-in PocketBase refused with 429 is tried once more after the wait, and then signs in', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { url, asked } = await signInAnswering(429);
  const pb = await connectAsSuperuser(url, SUPERUSER, {}, 300);
  expect(pb.authStore.token).toBe('token');
  expect(asked).toHaveLength(2);
  expect(asked[1]! - asked[0]!).toBeGreaterThanOrEqual(290);
  expect(error).toHaveBeenCalledWith(expect.stringContaining('PocketBase bremst Anmeldungen (429)'));
});

test('two refusals in a row end in a German error naming the rate limit, not the password', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { url, asked } = await signInAnswering(429, 429);
  await expect(connectAsSuperuser(url, SUPERUSER, {}, 10)).rejects.toThrow(
    /nimmt von dieser Adresse gerade keine Anmeldungen an \(429, Rate limiting\)/,
  );
  expect(asked).toHaveLength(2);
});

test('a wrong password (400) is not tried again', async () => {
  const { url, asked } = await signInAnswering(400);
  await expect(connectAsSuperuser(url, SUPERUSER, {}, 10)).rejects.toThrow(/Stimmen PB_SUPERUSER_EMAIL/);
  expect(asked).toHaveLength(1);
});
