export type Finding =
  | { ok: true; text: string }
  | { ok: true; warning: true; text: string; fix: string }
  | { ok: false; text: string; fix: string };
export const TESTED_LINE: { major: number; minor: number };
export function isLocalHost(hostname: string): boolean;
export const MIN_TTL_SECONDS: number;
export function checkSettings(settings: Record<string, string>): Finding[];
export function checkDeploymentSettings(settings: Record<string, string>): Finding[];
export function checkVersion(server: { version?: string; superusers: boolean }): Finding;
export function checkCollections(collections: Record<string, unknown>[], url: string): Finding[];
export function checkUsers(users: Record<string, unknown> | undefined): Finding[];
export function checkHooks(answer: { posts?: number; files?: number } | null): Finding;
export function checkStoredFiles(records: Array<{ field: string; id: string; names: string[] }>): Finding;
export function checkSecuritySettings(settings: Record<string, unknown>): Finding[];
export function checkSchool(record: Record<string, unknown> | null): Finding[];
export const PUSH_KEY_NAMES: readonly string[];
export function checkPushKeys(secrets: Record<string, string | undefined>, stored: readonly string[]): Finding[];
