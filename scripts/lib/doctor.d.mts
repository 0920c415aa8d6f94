import type { Finding } from './doctor-checks.mjs';
export function runDoctor(options: {
  settings: Record<string, string>;
  tomlVars?: Record<string, unknown>;
  accessSecret?: string;
  url?: string;
  admin: { email: string; password: string };
}): Promise<Finding[]>;
export function checkPocketBase(options: {
  settings: Record<string, string>;
  accessSecret?: string;
  url: string;
  admin: { email: string; password: string };
}): Promise<Finding[]>;
export function checkSite(env: Record<string, string | undefined>, url?: string): Promise<Finding[]>;
export function formatFindings(findings: Finding[]): string;
