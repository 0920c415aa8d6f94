export const WORKER_VARS: string[];
export const WORKER_SECRETS: string[];
export function build(options?: { quiet?: boolean }): void;
export function hasBuild(): boolean;
export function startWorker(options: {
  port: number;
  vars?: Record<string, string>;
  persistTo?: string;
  inspectorPort?: number;
  log?: (line: string) => void;
}): Promise<{ url: string; port: number; stop(): Promise<void>; exited: Promise<number | null> }>;
export function varsFromEnv(
  env?: Record<string, string | undefined>,
  options?: { secrets?: boolean },
): Record<string, string>;
