import type PocketBase from 'pocketbase';

type Superuser = { email: string; password: string };
export function superuserFromEnv(env?: NodeJS.ProcessEnv, warn?: (line: string) => void): Superuser;
export function connectAsSuperuser(
  baseUrl: string,
  superuser: Superuser,
  headers?: Record<string, string>,
  /** Before the one retry of a sign-in PocketBase refused with 429; its sign-in window by default. */
  waitMs?: number,
): Promise<PocketBase>;
