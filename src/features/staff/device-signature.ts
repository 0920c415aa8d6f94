import {
  DAY_MS,
  DEVICE_COOKIE_DAYS,
  type DeviceEntry,
  devicePayload,
  fromBase64Url,
  toBase64Url,
} from '../../lib/domain/staff-cookies';

/** 256 random bits: the HMAC key the session store makes once and keeps (so nothing needs configuring). */
export function newDeviceKey(): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(32));
}

export function importDeviceKey(raw: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

/** A new entry for the account: a fresh random nonce, valid for DEVICE_COOKIE_DAYS. */
export async function issueDeviceEntry(key: CryptoKey, account: string, now: number): Promise<DeviceEntry> {
  const unsigned = {
    account,
    nonce: toBase64Url(crypto.getRandomValues(new Uint8Array(16))),
    expiresAt: now + DEVICE_COOKIE_DAYS * DAY_MS,
  };
  const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(devicePayload(unsigned)));
  return { ...unsigned, signature: toBase64Url(new Uint8Array(signature)) };
}

/** Whether the entry was made by this key for this account and has not expired (constant-time check). */
export async function isGenuineDeviceEntry(
  key: CryptoKey,
  entry: DeviceEntry,
  account: string,
  now: number,
): Promise<boolean> {
  if (entry.account !== account || !(entry.expiresAt > now)) return false;
  const signature = fromBase64Url(entry.signature);
  if (!signature) return false;
  return crypto.subtle.verify('HMAC', key, signature, new TextEncoder().encode(devicePayload(entry)));
}
