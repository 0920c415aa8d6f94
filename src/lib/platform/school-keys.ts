import { DEFAULT_SITE_ID } from './config';

/**
 * Keys of what one school keeps (page and read copies, files, in memory and the Cache API): a school of the registry
 * keeps its own under its id, the one school of a deployment without a registry the keys it always had.
 */
export function schoolKey(siteId: string, key: string): string {
  return siteId === DEFAULT_SITE_ID ? key : `${siteId} ${key}`;
}

/** The same for a key that must stay an address (the Cache API's keys are URLs): the school in a query parameter. */
export function schoolAddress(siteId: string, address: string): string {
  if (siteId === DEFAULT_SITE_ID) return address;
  const url = new URL(address);
  url.searchParams.set('__school', siteId);
  return url.toString();
}
