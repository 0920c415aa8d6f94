/** A fresh VAPID key pair and subject as the worker reads them (src/features/parents/push-settings.ts). */
export async function vapidKeys(): Promise<{
  VAPID_PUBLIC_KEY: string;
  VAPID_PRIVATE_KEY: string;
  VAPID_SUBJECT: string;
}> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  const { d } = await crypto.subtle.exportKey('jwk', pair.privateKey);
  return {
    VAPID_PUBLIC_KEY: Buffer.from(publicKey).toString('base64url'),
    VAPID_PRIVATE_KEY: d as string,
    VAPID_SUBJECT: 'mailto:it@schule.test',
  };
}

/** What the doctor and deploy look for in a ready site's environment (present, a mailto: subject): not a usable pair. */
export const READY_PUSH_KEYS = {
  VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}`,
  VAPID_PRIVATE_KEY: 'A'.repeat(43),
  VAPID_SUBJECT: 'mailto:it@schule.test',
};
