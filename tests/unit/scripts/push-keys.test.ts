import { createPublicKey, createPrivateKey, sign, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { localPushKeys, makeVapidKeys } from '../../../scripts/lib/push-keys.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'push-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The pair as the worker reads it: the public key the 65-byte point, the private key the 32-byte scalar d. */
function keyObjects({ publicKey, privateKey }: { publicKey: string; privateKey: string }) {
  const point = Buffer.from(publicKey, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33).toString('base64url'),
  };
  return {
    point,
    d: Buffer.from(privateKey, 'base64url'),
    publicKey: createPublicKey({ key: jwk, format: 'jwk' }),
    privateKey: createPrivateKey({ key: { ...jwk, d: privateKey }, format: 'jwk' }),
  };
}

test('makeVapidKeys makes a P-256 pair: what the private key signs, the public key verifies', () => {
  const keys = keyObjects(makeVapidKeys());
  const data = Buffer.from('vapid');

  const signature = sign('sha256', data, { key: keys.privateKey, dsaEncoding: 'ieee-p1363' });

  expect([keys.point.byteLength, keys.point[0], keys.d.byteLength]).toEqual([65, 0x04, 32]);
  expect(verify('sha256', data, { key: keys.publicKey, dsaEncoding: 'ieee-p1363' }, signature)).toBe(true);
  expect(verify('sha256', data, keyObjects(makeVapidKeys()).publicKey, signature)).toBe(false);
});

test('each call makes a new pair', () => {
  expect(makeVapidKeys().privateKey).not.toBe(makeVapidKeys().privateKey);
});

test('localPushKeys makes the keys once, readable by their owner alone, and gives the same ones after', () => {
  const file = path.join(dir, '.push-keys.json');

  const first = localPushKeys(file);
  const second = localPushKeys(file);

  expect(second).toEqual(first);
  expect(first.VAPID_SUBJECT).toMatch(/^mailto:/);
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
  const keys = keyObjects({ publicKey: first.VAPID_PUBLIC_KEY, privateKey: first.VAPID_PRIVATE_KEY });
  const signature = sign('sha256', Buffer.from('x'), keys.privateKey);
  expect(verify('sha256', Buffer.from('x'), keys.publicKey, signature)).toBe(true);
});

test('a keys file without the three settings is named, not overwritten', () => {
  const file = path.join(dir, 'broken.json');
  writeFileSync(file, '{"VAPID_PUBLIC_KEY":"x"}', { mode: 0o600 });

  expect(() => localPushKeys(file)).toThrow('broken.json enthält kein VAPID_PRIVATE_KEY');
  expect(readFileSync(file, 'utf8')).toBe('{"VAPID_PUBLIC_KEY":"x"}');
});
