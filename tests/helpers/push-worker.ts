import { createECDH } from 'node:crypto';
import type { Miniflare } from 'miniflare';
import type { WorkerVars } from './worker';

/** A fresh VAPID key pair, as the worker reads it (base64url point and scalar). */
export function vapidKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: ecdh.getPrivateKey().toString('base64url'),
  };
}

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
