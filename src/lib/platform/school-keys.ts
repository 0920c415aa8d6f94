import { DEFAULT_SITE_ID } from './config';

/**
 * Keys of what one school keeps (page and read copies, files, in memory and the Cache API): a school of the registry
 * keeps its own under its cache scope (SiteConfig.cacheScope), the one school of a deployment without a registry the keys it always had.
 */
export function schoolKey(cacheScope: string, key: string): string {
  return cacheScope === DEFAULT_SITE_ID ? key : `${cacheScope} ${key}`;
}

/** The same for a key that must stay an address (the Cache API's keys are URLs): the school in a query parameter. */
export function schoolAddress(cacheScope: string, address: string): string {
  if (cacheScope === DEFAULT_SITE_ID) return address;
  const url = new URL(address);
  url.searchParams.set('__school', cacheScope);
  return url.toString();
}
