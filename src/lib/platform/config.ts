import type { HstsOptions } from '../domain/hsts';
import { readSettings } from './settings';

/** The one school of a deployment without a registry of schools. */
export const DEFAULT_SITE_ID = 'default';

export type SiteConfig = {
  /** Which school this is: every Durable Object (sessions, sign-in counts, search index) is kept under it. */
  siteId: string;
  /**
   * What the school's copies (pages, reads, files) are kept under: its id and, for a school of the registry, a digest of
   * its row, so a changed name or PocketBase shows at once instead of after the copies made before.
   */
  cacheScope: string;
  pocketbaseUrl: string;
  schoolName: string;
  schoolShortName: string;
  siteUrl: string;
  cacheTtlSeconds: number;
  /** DEBUG_HEADERS=1: answers say whether the page cache served them (X-Page-Cache), for benchmarks and tests. */
  debugHeaders: boolean;
  /** A Cloudflare Access service token for a private PocketBase; only when both halves are set. */
  pocketbaseAccess?: { clientId: string; clientSecret: string };
  /** HSTS_INCLUDE_SUBDOMAINS=1 / HSTS_PRELOAD=1: opt-in, see domain/hsts.ts. */
  hsts: HstsOptions;
};

/**
 * The configuration from the worker's variables (settings.ts) as `getEnv` reads them. A Durable Object has no request of Waku's to
 * read them from: it passes its own `env`.
 */
export function siteConfigFrom(read: (name: string) => unknown): SiteConfig {
  const settings = readSettings(read);
  return {
    siteId: DEFAULT_SITE_ID,
    cacheScope: DEFAULT_SITE_ID,
    pocketbaseUrl: settings.POCKETBASE_URL,
    schoolName: settings.SCHOOL_NAME,
    schoolShortName: settings.SCHOOL_SHORT_NAME,
    siteUrl: settings.SITE_URL,
    cacheTtlSeconds: settings.CACHE_TTL_SECONDS,
    debugHeaders: settings.DEBUG_HEADERS,
    hsts: { includeSubDomains: settings.HSTS_INCLUDE_SUBDOMAINS, preload: settings.HSTS_PRELOAD },
    pocketbaseAccess: accessToken(settings.POCKETBASE_ACCESS_CLIENT_ID, settings.POCKETBASE_ACCESS_CLIENT_SECRET),
  };
}

function accessToken(clientId: string | undefined, clientSecret: string | undefined) {
  return clientId && clientSecret ? { clientId, clientSecret } : undefined;
}
