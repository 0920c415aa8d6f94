/** A year: what hstspreload.org asks for, and long enough that a returning visitor never meets plain http. */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;

export type HstsOptions = { includeSubDomains: boolean; preload: boolean };

/**
 * The Strict-Transport-Security value. Subdomains only when the school opts in (HSTS_INCLUDE_SUBDOMAINS=1): on a
 * bare domain (schule.at) it would make browsers refuse every older http-only subdomain (e.g. a NAS or a timetable
 * server). Preload only with subdomains, the preload list's own rule, and only on request: leaving the list takes months.
 */
export function hstsValue({ includeSubDomains, preload }: HstsOptions): string {
  const parts = [`max-age=${HSTS_MAX_AGE_SECONDS}`];
  if (includeSubDomains) parts.push('includeSubDomains');
  if (includeSubDomains && preload) parts.push('preload');
  return parts.join('; ');
}
