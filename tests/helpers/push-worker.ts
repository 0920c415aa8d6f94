import type { Miniflare } from 'miniflare';
import { makeVapidKeys } from '../../scripts/lib/push-keys.mjs';
import type { WorkerVars } from './worker';

/**
 * A fresh VAPID key pair, as `npm run push:keys` makes it (base64url point and 32-byte scalar). Node's ECDH
 * getPrivateKey() drops a leading zero byte, about once in 256 keys, which the worker rightly refuses.
 */
export const vapidKeys = makeVapidKeys;

/**
 * The worker's settings for sending to the stand-in push service at `origin` with `keys`: told at the first look, at
 * any hour (no grace period, no quiet hours), so what these tests see does not depend on when they run.
 * tests/worker/notice-timing.test.ts runs the defaults on a clock of its own.
 */
export function pushVars(origin: string, keys = vapidKeys()): WorkerVars {
  return {
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: 'mailto:webmaster@schule.example',
    PUSH_EXTRA_ORIGINS: origin,
    NOTIFY_DELAY_MINUTES: '0',
    QUIET_HOURS: 'off',
  };
}

/**
 * One run of the worker's cron trigger, as Cloudflare starts it every minute, scheduled at `at` (now, unless a test
 * runs on a clock of its own); resolves when it has finished.
 */
export async function runCron(worker: Miniflare, at = new Date()): Promise<void> {
  const fetcher = await worker.getWorker();
  await fetcher.scheduled({ cron: '* * * * *', scheduledTime: at });
}
