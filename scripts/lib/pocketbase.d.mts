export interface RunningPocketBase {
  url: string;
  port: number;
  dir: string;
  /** SIGTERM, SIGKILL after 3 s; resolves once the process has exited. */
  stop(): Promise<void>;
  /** Resolves with the exit code however PocketBase ends. */
  exited: Promise<number | null>;
}

export const repoRoot: string;
export const migrationsDir: string;
export const defaultDataDir: string;
export function superuserCredentials(): { email: string; password: string };
export function startPocketBase(options: {
  port: number;
  dir?: string;
  seedContent?: boolean;
  /** The date the demo's relative content (classes, calendar) is computed from; now unless given. */
  seedAt?: Date;
  /** Without the site's collections, as a PocketBase someone else runs. */
  bare?: boolean;
  /** false: without the site's hooks (pocketbase/pb_hooks), as a school's PocketBase before it copied them. */
  hooks?: boolean;
  log?: (line: string) => void;
}): Promise<RunningPocketBase>;
