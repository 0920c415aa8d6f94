export const POCKETBASE: { version: string; module: string; goToolchain: string };
export const binariesDir: string;
export function ensurePocketBaseBinary(options?: {
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  dir?: string;
}): Promise<string>;
