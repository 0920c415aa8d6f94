/**
 * What the browser needs to subscribe (contract.md "Telling parents"): the service worker, the subscriptions
 * address, where the choice is kept for the service worker, and the VAPID public key as bytes.
 */

export const PUSH_SUBSCRIPTIONS_PATH = '/api/push/subscriptions';
export const SERVICE_WORKER_PATH = '/sw.js';
/** The service worker reads the choice from here to subscribe again when the push service changes the address. */
export const PUSH_CHOICE_CACHE = 'push-choice';
export const PUSH_CHOICE_URL = '/push-choice';

/** The applicationServerKey bytes of a base64url VAPID public key. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (char) => char.charCodeAt(0));
}
