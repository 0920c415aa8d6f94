import type { RunSql } from './school-registry.mjs';
export const LOCAL_STATE_DIR: string;
export function wranglerRegistry(where: { local: boolean; persistTo?: string }): RunSql;
