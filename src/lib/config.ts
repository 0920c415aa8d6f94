import { getEnv } from 'waku/server';

export type SiteConfig = {
  pocketbaseUrl: string;
  schoolName: string;
  schoolShortName: string;
  siteUrl: string;
  cacheTtlSeconds: number;
};

/** Defaults match wrangler.toml; vars set there or in the environment win. */
export function getSiteConfig(): SiteConfig {
  const ttl = Number(getEnv('CACHE_TTL_SECONDS') ?? '60');
  return {
    pocketbaseUrl: (getEnv('POCKETBASE_URL') || 'http://127.0.0.1:8090').replace(/\/+$/, ''),
    schoolName: getEnv('SCHOOL_NAME') || 'Mittelschule Sonnenberg',
    schoolShortName: getEnv('SCHOOL_SHORT_NAME') || 'MS Sonnenberg',
    siteUrl: (getEnv('SITE_URL') || 'http://127.0.0.1:8787').replace(/\/+$/, ''),
    cacheTtlSeconds: Number.isFinite(ttl) && ttl >= 0 ? ttl : 60,
  };
}
