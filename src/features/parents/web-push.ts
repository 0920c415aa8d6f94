import { encryptNotification } from '@block65/webcrypto-web-push';
import { base64url, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { PushSettings } from './push-settings';

/** A browser's subscription as `PushSubscription.toJSON()` gives it (keys base64url). */
export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };
export type PushOptions = { ttlSeconds: number; urgency?: 'very-low' | 'low' | 'normal' | 'high'; topic?: string };

/** The library pads every message to one 4096-byte record; its header and tag leave this much for the text. */
const MAX_PUSH_PAYLOAD_BYTES = 3993;
/** RFC 8292 §2: at most 24 h; push services reject a JWT that lives too long, so stay well inside. */
const JWT_LIFETIME_S = 12 * 60 * 60;
/** A cached JWT is signed anew once less than this is left, so no push service sees one about to expire. */
const JWT_RENEW_BEFORE_S = 60 * 60;
/** Audiences are push service origins (a handful, some with many hosts); a bound keeps a long-lived isolate small. */
const MAX_CACHED_JWTS = 64;
/** RFC 8030 §5.4: a topic is at most 32 characters of the base64url alphabet. */
const TOPIC = /^[A-Za-z0-9_-]{1,32}$/;

const signedJwts = new LRUCache<string, { jwt: Promise<string>; expiresAt: number }>({ max: MAX_CACHED_JWTS });
const signingKeys = new Map<string, Promise<CryptoKey>>();

/**
 * The POST to the push service carrying `payload` (UTF-8, e.g. JSON) encrypted for `target` (RFC 8291, aes128gcm),
 * signed with VAPID (RFC 8292). The same for https and http endpoints (a local stand-in push service in tests).
 * @throws Error when the payload is longer than 3993 bytes of UTF-8, the topic is not RFC 8030's shape, the
 * endpoint is not http(s), or a key is not what it should be
 */
export async function pushRequest(
  target: PushTarget,
  payload: string,
  vapid: PushSettings,
  options: PushOptions,
  now: number = Date.now(),
): Promise<Request> {
  const plaintext = new TextEncoder().encode(payload);
  if (plaintext.byteLength > MAX_PUSH_PAYLOAD_BYTES) {
    throw new Error(
      `Push payload is ${plaintext.byteLength} bytes; at most ${MAX_PUSH_PAYLOAD_BYTES} fit in a message`,
    );
  }
  if (options.topic !== undefined && !TOPIC.test(options.topic)) {
    throw new Error('Push topic must be 1 to 32 characters of A-Z, a-z, 0-9, - and _');
  }
  const endpoint = new URL(target.endpoint);
  if (endpoint.protocol !== 'https:' && endpoint.protocol !== 'http:') {
    throw new Error(`Push endpoint is not http(s): ${endpoint.protocol}`);
  }
  const [body, jwt] = await Promise.all([
    encryptNotification({ endpoint: target.endpoint, expirationTime: null, keys: target.keys }, plaintext),
    vapidJwt(endpoint.origin, vapid, now),
  ]);
  const headers = new Headers({
    Authorization: `vapid t=${jwt}, k=${vapid.publicKey}`,
    'Content-Encoding': 'aes128gcm',
    'Content-Type': 'application/octet-stream',
    TTL: String(Math.max(0, Math.floor(options.ttlSeconds))),
  });
  if (options.urgency) headers.set('Urgency', options.urgency);
  if (options.topic) headers.set('Topic', options.topic);
  return new Request(endpoint, { method: 'POST', headers, body });
}

/**
 * The VAPID JWT for one audience (a push service origin), signed once and reused until an hour before it expires.
 * The promise is kept, so a burst of sends to one push service signs once.
 */
function vapidJwt(audience: string, vapid: PushSettings, now: number): Promise<string> {
  const seconds = Math.floor(now / 1000);
  const cacheKey = `${vapid.publicKey} ${vapid.subject} ${audience}`;
  const cached = signedJwts.get(cacheKey);
  if (cached && seconds < cached.expiresAt - JWT_RENEW_BEFORE_S) return cached.jwt;
  const expiresAt = seconds + JWT_LIFETIME_S;
  const jwt = signingKey(vapid).then((key) =>
    new SignJWT({ aud: audience, exp: expiresAt, sub: vapid.subject })
      .setProtectedHeader({ alg: 'ES256', typ: 'JWT' })
      .sign(key),
  );
  jwt.catch(() => {
    if (signedJwts.peek(cacheKey)?.jwt === jwt) signedJwts.delete(cacheKey);
  });
  signedJwts.set(cacheKey, { jwt, expiresAt });
  return jwt;
}

function signingKey(vapid: PushSettings): Promise<CryptoKey> {
  const cacheKey = `${vapid.publicKey} ${vapid.privateKey}`;
  let key = signingKeys.get(cacheKey);
  if (!key) {
    key = importSigningKey(vapid);
    key.catch(() => signingKeys.delete(cacheKey));
    signingKeys.set(cacheKey, key);
  }
  return key;
}

/** The env keeps raw keys (base64url); Web Crypto takes a P-256 private key as a JWK: d, plus x and y of the point. */
async function importSigningKey(vapid: PushSettings): Promise<CryptoKey> {
  const point = decoded(vapid.publicKey);
  const d = decoded(vapid.privateKey);
  if (point?.byteLength !== 65 || point[0] !== 0x04) {
    throw new Error('VAPID_PUBLIC_KEY is not the base64url of an uncompressed P-256 point (65 bytes)');
  }
  if (d?.byteLength !== 32) throw new Error('VAPID_PRIVATE_KEY is not the base64url of a 32-byte P-256 scalar');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: base64url.encode(point.subarray(1, 33)),
    y: base64url.encode(point.subarray(33)),
    d: base64url.encode(d),
  };
  return crypto.subtle.importKey('jwk', jwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']);
}

function decoded(text: string): Uint8Array | undefined {
  try {
    return base64url.decode(text);
  } catch {
    return undefined;
  }
}
