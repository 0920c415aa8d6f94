export type Finding = { ok: true; text: string } | { ok: false; text: string; fix: string };
export function isLocalHost(hostname: string): boolean;
export function checkSettings(settings: Record<string, string>): Finding[];
export function checkVersion(version: string | undefined): Finding;
export function checkCollections(collections: Record<string, unknown>[], url: string): Finding[];
export function checkUsers(users: Record<string, unknown> | undefined): Finding[];
export function checkSchool(record: Record<string, unknown> | null): Finding[];
