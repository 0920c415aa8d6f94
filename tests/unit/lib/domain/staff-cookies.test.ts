import { describe, expect, test } from 'vitest';
import {
  DAY_MS,
  DEVICE_ACCOUNTS_PER_BROWSER,
  DEVICE_COOKIE,
  DEVICE_COOKIE_DAYS,
  DEVICE_COOKIE_PATH,
  type DeviceEntry,
  deviceEntryFor,
  devicePayload,
  formatDeviceEntry,
  fromBase64Url,
  parseDeviceEntry,
  SESSION_COOKIE,
  SESSION_MAX_DAYS,
  toBase64Url,
  withDeviceEntry,
} from '../../../../src/lib/domain/staff-cookies';

const NOW = Date.UTC(2026, 10, 26, 8);
const SIGNATURE = 'A'.repeat(43);
const entry = (account: string, nonce = 'n'.repeat(22), expiresAt = NOW + DAY_MS): DeviceEntry => ({
  account,
  nonce,
  expiresAt,
  signature: SIGNATURE,
});

describe('staff cookies', () => {
  test('names, path and lifetimes are the ones the Datenschutz page states', () => {
    expect(SESSION_COOKIE).toBe('staff_session');
    expect(DEVICE_COOKIE).toBe('staff_device');
    expect(DEVICE_COOKIE_PATH).toBe('/dash/login');
    expect(DEVICE_COOKIE_DAYS).toBe(180);
    expect(SESSION_MAX_DAYS).toBe(5);
    expect(DAY_MS).toBe(86_400_000);
    expect(DEVICE_ACCOUNTS_PER_BROWSER).toBe(4);
  });

  test('base64url round-trips bytes and refuses anything else', () => {
    const bytes = Uint8Array.from([0, 250, 251, 252, 253, 254, 255, 62, 63]);
    expect(toBase64Url(bytes)).toBe('APr7_P3-_z4_');
    expect(fromBase64Url('APr7_P3-_z4_')).toEqual(bytes);
    expect(fromBase64Url('AP+7')).toBeUndefined();
    expect(fromBase64Url('')).toBeUndefined();
    expect(fromBase64Url('A')).toBeUndefined();
  });

  test('an entry names the version, the account, the nonce and the expiry, and the signature covers all four', () => {
    const payload = devicePayload(entry('lehrer@schule.test'));
    expect(payload).toBe(`v1.bGVocmVyQHNjaHVsZS50ZXN0.${'n'.repeat(22)}.${(NOW + DAY_MS).toString(36)}`);
    expect(formatDeviceEntry(entry('lehrer@schule.test'))).toBe(`${payload}.${SIGNATURE}`);
  });

  test('an entry reads back as written, also for an account outside ASCII', () => {
    for (const account of ['lehrer@schule.test', 'müller@schule.test']) {
      expect(parseDeviceEntry(formatDeviceEntry(entry(account)))).toEqual(entry(account));
    }
  });

  test('anything but a whole entry of this version is no entry', () => {
    const good = formatDeviceEntry(entry('a@b.c'));
    const [version, account, nonce, expires, signature] = good.split('.');
    const broken = [
      '',
      `v2.${account}.${nonce}.${expires}.${signature}`,
      `${version}.${account}.${nonce}.${expires}.${signature}.x`,
      `${version}.${account}.${nonce}.${expires}`,
      `${version}.${account}.${nonce}..${signature}`,
      `${version}.${account}..${expires}.${signature}`,
      `${version}.${account}.${nonce}.${expires}.`,
      `${version}..${nonce}.${expires}.${signature}`,
      `${version}.${account}!.${nonce}.${expires}.${signature}`,
      `${version}.${account}.${nonce}=.${expires}.${signature}`,
      `${version}.${account}.${nonce}.${expires}.${signature}/`,
      `${version}.${account}.${nonce}.${expires?.toUpperCase()}X.${signature}`,
      `${version}.${account}.${nonce}.-1.${signature}`,
      `${version}.${account}.${nonce}.1234567890123.${signature}`,
      `x${version}.${account}.${nonce}.${expires}.${signature}`,
      `${version}.${account}AA.${nonce}.${expires}.${signature}`,
    ];
    for (const text of broken) expect(parseDeviceEntry(text), text).toBeUndefined();
    expect(parseDeviceEntry(`${version}.${account}.${nonce}.123456789012.${signature}`)?.expiresAt).toBe(
      parseInt('123456789012', 36),
    );
  });

  test("a browser's entry for the account is found only while it lasts, and only for that account", () => {
    const cookie = [entry('a@b.c'), entry('lehrer@schule.test', 'x'.repeat(22))].map(formatDeviceEntry).join('~');
    expect(deviceEntryFor(cookie, 'lehrer@schule.test', NOW)?.nonce).toBe('x'.repeat(22));
    expect(deviceEntryFor(cookie, 'a@b.c', NOW)?.nonce).toBe('n'.repeat(22));
    expect(deviceEntryFor(cookie, 'c@d.e', NOW)).toBeUndefined();
    expect(deviceEntryFor(cookie, 'a@b.c', NOW + DAY_MS)).toBeUndefined();
    expect(deviceEntryFor(cookie, 'a@b.c', NOW + DAY_MS - 1)).toBeDefined();
    expect(deviceEntryFor(undefined, 'a@b.c', NOW)).toBeUndefined();
    expect(deviceEntryFor(`garbage~${cookie}`, 'a@b.c', NOW)).toBeDefined();
  });

  test('only the first four entries of a cookie are read', () => {
    const cookie = ['a', 'b', 'c', 'd', 'e'].map((name) => formatDeviceEntry(entry(`${name}@b.c`))).join('~');
    expect(deviceEntryFor(cookie, 'd@b.c', NOW)).toBeDefined();
    expect(deviceEntryFor(cookie, 'e@b.c', NOW)).toBeUndefined();
  });

  test("a sign-in puts its entry first, replaces the account's old one and drops expired, broken and the oldest", () => {
    const old = ['a', 'b', 'c'].map((name) => formatDeviceEntry(entry(`${name}@b.c`)));
    const expired = formatDeviceEntry(entry('x@b.c', 'n'.repeat(22), NOW));
    const fresh = entry('b@b.c', 'f'.repeat(22));
    const cookie = withDeviceEntry([...old, expired].join('~'), fresh, NOW);
    expect(cookie.split('~')).toEqual([formatDeviceEntry(fresh), old[0], old[2]]);
    expect(withDeviceEntry(undefined, fresh, NOW)).toBe(formatDeviceEntry(fresh));
    expect(withDeviceEntry('garbage', fresh, NOW)).toBe(formatDeviceEntry(fresh));
    const full = ['a', 'c', 'd', 'e'].map((name) => formatDeviceEntry(entry(`${name}@b.c`)));
    expect(withDeviceEntry(full.join('~'), fresh, NOW).split('~')).toEqual([
      formatDeviceEntry(fresh),
      ...full.slice(0, 3),
    ]);
  });
});
