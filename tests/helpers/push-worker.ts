import type { Miniflare } from 'miniflare';
import { makeVapidKeys } from '../../scripts/lib/push-keys.mjs';
import type { WorkerVars } from './worker';

/**
 * A fresh VAPID key pair, as `npm run push:keys` makes it (base64url point and 32-byte scalar). Node's ECDH
 * getPrivateKey() drops a leading zero byte, about once in 256 keys, which the worker rightly refuses.
 */
export const vapidKeys = makeVapidKeys;

/** The worker's settings for sending to the stand-in push service at `origin` with `keys`. */
export function pushVars(origin: string, keys = vapidKeys()): WorkerVars {
  return {
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: 'mailto:webmaster@schule.example',
    PUSH_EXTRA_ORIGINS: origin,
  };
}

/** One run of the worker's cron trigger, as Cloudflare starts it every minute; resolves when it has finished. */
export async function runCron(worker: Miniflare): Promise<void> {
  const fetcher = await worker.getWorker();
  await fetcher.scheduled({ cron: '* * * * *', scheduledTime: new Date() });
}
