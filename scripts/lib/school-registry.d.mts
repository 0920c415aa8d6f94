export type RunSql = (sql: string) => Promise<Array<Record<string, any>>>;
export type SchoolOptions = {
  host?: string | string[];
  pocketbase?: string;
  site?: string;
  name?: string;
  short?: string;
};
export type RegisteredRow = {
  id: string;
  name: string;
  short_name: string;
  pocketbase_url: string;
  site_url: string;
  created: string;
  hosts: string[];
};
export const REGISTRY_SCHEMA: string[];
export function hostName(value: unknown): string;
export function httpAddress(value: unknown, what: string): string;
export function schoolText(value: unknown, what: string): string;
export function newSchoolId(): string;
export function addSchool(
  run: RunSql,
  options: SchoolOptions,
): Promise<{
  id: string;
  hosts: string[];
  pocketbaseUrl: string;
  siteUrl: string;
  name: string;
  shortName: string;
  changed: boolean;
}>;
export function listSchools(run: RunSql): Promise<RegisteredRow[]>;
export function removeSchool(run: RunSql, host: string): Promise<RegisteredRow | undefined>;
