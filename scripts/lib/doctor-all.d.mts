import type { Finding } from './doctor-checks.mjs';
import type { RegisteredRow, RunSql } from './school-registry.mjs';
export type SchoolsReport = { deployment: Finding[]; schools: { school: RegisteredRow; findings: Finding[] }[] };
export function checkAllSchools(
  run: RunSql,
  env: Record<string, string | undefined>,
  options?: { local?: boolean },
): Promise<SchoolsReport | undefined>;
export function schoolLabel(school: RegisteredRow): string;
export function problemsOf(report: SchoolsReport): { count: number; failing: RegisteredRow[] };
export function formatAllSchools(report: SchoolsReport): string;
