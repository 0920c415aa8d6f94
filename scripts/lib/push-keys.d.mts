export const LOCAL_PUSH_KEYS_FILE: string;
export const LOCAL_PUSH_SUBJECT: string;
export function makeVapidKeys(): { publicKey: string; privateKey: string };
export function localPushKeys(file?: string): {
  VAPID_PUBLIC_KEY: string;
  VAPID_PRIVATE_KEY: string;
  VAPID_SUBJECT: string;
};
