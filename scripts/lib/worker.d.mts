export const WORKER_VARS: string[];
export const WORKER_SECRETS: string[];
export function build(options?: { quiet?: boolean; root?: string }): void;
export function hasBuild(root?: string): boolean;
export function startWorker(options: {
  port: number;
  vars?: Record<string, string>;
  secrets?: Record<string, string>;
  persistTo?: string;
  inspectorPort?: number;
  inspector?: boolean;
  root?: string;
  log?: (line: string) => void;
}): Promise<{ url: string; port: number; stop(): Promise<void>; exited: Promise<number | null> }>;
export function varsFromEnv(env?: Record<string, string | undefined>): Record<string, string>;
export function secretsFromEnv(env?: Record<string, string | undefined>): Record<string, string>;
