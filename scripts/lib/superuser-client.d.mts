import type PocketBase from 'pocketbase';

type Superuser = { email: string; password: string };
export function superuserFromEnv(env?: NodeJS.ProcessEnv, warn?: (line: string) => void): Superuser;
export function connectAsSuperuser(
  baseUrl: string,
  superuser: Superuser,
  headers?: Record<string, string>,
): Promise<PocketBase>;
