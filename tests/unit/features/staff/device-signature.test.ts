import { describe, expect, test, vi } from 'vitest';
import {
  DAY_MS,
  DEVICE_COOKIE_DAYS,
  formatDeviceEntry,
  parseDeviceEntry,
} from '../../../../src/lib/domain/staff-cookies';
import {
  importDeviceKey,
  isGenuineDeviceEntry,
  issueDeviceEntry,
  newDeviceKey,
} from '../../../../src/features/staff/device-signature';
import { euNamespace, NO_JURISDICTIONS_LOCALLY } from '../../../../src/lib/platform/eu-namespace';

const NOW = Date.UTC(2026, 10, 26, 8);

describe('device cookie signatures', () => {
  test('an issued entry is genuine for its account until it expires, with a fresh nonce each time', async () => {
    const key = await importDeviceKey(newDeviceKey());
    const entry = await issueDeviceEntry(key, 'lehrer@schule.test', NOW);
    expect(entry.expiresAt).toBe(NOW + DEVICE_COOKIE_DAYS * DAY_MS);
    expect(entry.nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(entry.signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await isGenuineDeviceEntry(key, entry, 'lehrer@schule.test', entry.expiresAt - 1)).toBe(true);
    expect(await isGenuineDeviceEntry(key, entry, 'lehrer@schule.test', entry.expiresAt)).toBe(false);
    expect(await isGenuineDeviceEntry(key, entry, 'andere@schule.test', NOW)).toBe(false);
    expect((await issueDeviceEntry(key, 'lehrer@schule.test', NOW)).nonce).not.toBe(entry.nonce);
  });

  test('changing any part of an entry, or another key, makes it worthless', async () => {
    const key = await importDeviceKey(newDeviceKey());
    const entry = await issueDeviceEntry(key, 'lehrer@schule.test', NOW);
    const altered = [
      { ...entry, nonce: 'B'.repeat(22) },
      { ...entry, expiresAt: entry.expiresAt + 1 },
      { ...entry, account: 'andere@schule.test' },
      { ...entry, signature: entry.signature.split('').reverse().join('') },
      { ...entry, signature: 'not base64url!' },
    ];
    for (const forged of altered) {
      expect(await isGenuineDeviceEntry(key, forged, forged.account, NOW), JSON.stringify(forged)).toBe(false);
    }
    const otherKey = await importDeviceKey(newDeviceKey());
    expect(await isGenuineDeviceEntry(otherKey, entry, entry.account, NOW)).toBe(false);
    const roundTrip = parseDeviceEntry(formatDeviceEntry(entry));
    expect(roundTrip && (await isGenuineDeviceEntry(key, roundTrip, entry.account, NOW))).toBe(true);
  });
});

describe('the session store lives in the EU jurisdiction', () => {
  test('the namespace is asked for its EU part', () => {
    const eu = {} as DurableObjectNamespace;
    const jurisdiction = vi.fn(() => eu);
    expect(euNamespace({ jurisdiction } as unknown as DurableObjectNamespace)).toBe(eu);
    expect(jurisdiction).toHaveBeenCalledWith('eu');
  });

  test('only the local runtime, which has no jurisdictions and says so, gets the plain namespace', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const local = {
      jurisdiction: () => {
        throw new Error(NO_JURISDICTIONS_LOCALLY);
      },
    } as unknown as DurableObjectNamespace;
    expect(euNamespace(local)).toBe(local);
    expect(euNamespace(local)).toBe(local);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    for (const error of [
      new Error('jurisdiction unavailable'),
      'Jurisdiction restrictions are not implemented in workerd.',
    ]) {
      const failing = {
        jurisdiction: () => {
          throw error;
        },
      } as unknown as DurableObjectNamespace;
      expect(() => euNamespace(failing)).toThrow();
    }
  });
});
