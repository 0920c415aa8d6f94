import { readSetting } from '../../lib/platform/settings';
import type { NoticeTiming } from './rules/notice-timing';

/**
 * The deployment's settings for "Telling parents" (contract.md): the VAPID key pair the push services know this
 * site by, and the extra push service origins tests allow. One place reads them; everything else gets this.
 */
export type PushSettings = {
  /** The application server key browsers subscribe with: base64url of the uncompressed P-256 point (65 bytes). */
  publicKey: string;
  /** base64url of the private scalar d (32 bytes); a wrangler secret. */
  privateKey: string;
  /** Who the push services may contact: a mailto: or https: address (VAPID `sub`). */
  subject: string;
};

/** The VAPID settings, or undefined while any of the three is missing: then the site offers no notifications. */
export function pushSettingsFrom(read: (name: string) => unknown): PushSettings | undefined {
  const publicKey = readSetting('VAPID_PUBLIC_KEY', read('VAPID_PUBLIC_KEY'));
  const privateKey = readSetting('VAPID_PRIVATE_KEY', read('VAPID_PRIVATE_KEY'));
  const subject = readSetting('VAPID_SUBJECT', read('VAPID_SUBJECT'));
  return publicKey && privateKey && subject ? { publicKey, privateKey, subject } : undefined;
}

/** PUSH_EXTRA_ORIGINS: comma-separated origins (http: allowed) accepted besides the known push services; tests only. */
export function extraPushOrigins(read: (name: string) => unknown): readonly string[] {
  return (readSetting('PUSH_EXTRA_ORIGINS', read('PUSH_EXTRA_ORIGINS')) ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/** The grace period and the quiet hours (NOTIFY_DELAY_MINUTES, QUIET_HOURS): when parents are told. */
export function noticeTimingFrom(read: (name: string) => unknown): NoticeTiming {
  return {
    delayMinutes: readSetting('NOTIFY_DELAY_MINUTES', read('NOTIFY_DELAY_MINUTES')),
    quiet: readSetting('QUIET_HOURS', read('QUIET_HOURS')),
  };
}
