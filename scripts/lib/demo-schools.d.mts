import type { RunSql } from './school-registry.mjs';
export const DEMO_HOSTS: string[];
export const DEMO_IDS: string[];
export const SECOND_DATA_DIR: string;
export const CLEAR_DEMO_SQL: string[];
export function schoolsWanted(argv?: string[]): number;
export function writeDemoRows(
  run: RunSql,
  schools: { name: string; short: string; pocketbase: string; site: string }[],
): Promise<void>;
export function clearDemoRows(run: RunSql): Promise<void>;
export function clearLeftoverDemoRows(log: (line: string) => void): Promise<void>;
export function startDemoSchools(options: {
  port: number;
  pbPort: number;
  seedContent: boolean;
  stops: Array<() => Promise<void>>;
  log: (line: string) => void;
}): Promise<{
  pocketbases: Array<{ url: string; exited: Promise<number | null>; stop: () => Promise<void> }>;
  schools: Array<{ name: string; url: string; pocketbase: string }>;
}>;
