import { DEFAULT_SITE_ID } from './config';
import { log } from './request-context';

/** What workerd (Miniflare, `npm start`, the tests) says: it has no jurisdictions, Cloudflare has. */
export const NO_JURISDICTIONS_LOCALLY = 'Jurisdiction restrictions are not implemented in workerd.';
let warnedLocal = false;

/**
 * A Durable Object namespace in the EU jurisdiction: Cloudflare then creates and keeps its objects (the staff store's
 * e-mail, name, PocketBase token, sign-in counts; the search index) only in the EU. Only the local runtime, which
 * cannot restrict jurisdictions and says so with exactly this error, gets the plain namespace (it is on this machine
 * anyway); any other error is thrown, so an object is never silently placed elsewhere.
 */
export function euNamespace<T extends Rpc.DurableObjectBranded | undefined>(
  namespace: DurableObjectNamespace<T>,
): DurableObjectNamespace<T> {
  try {
    return namespace.jurisdiction('eu');
  } catch (error) {
    if (!(error instanceof Error) || error.message !== NO_JURISDICTIONS_LOCALLY) throw error;
    if (!warnedLocal) log('warn', 'durable-objects-not-in-eu', { reason: 'local workerd has no jurisdictions' });
    warnedLocal = true;
    return namespace;
  }
}

/**
 * The school's own instance `name` of a Durable Object class, in the EU: nothing one school keeps there is ever in
 * another's. The school of a single-school deployment ('default') keeps the name it always had.
 */
export function schoolInstance<T extends Rpc.DurableObjectBranded | undefined>(
  binding: DurableObjectNamespace<T>,
  name: string,
  siteId: string,
): DurableObjectStub<T> {
  const namespace = euNamespace(binding);
  return namespace.get(namespace.idFromName(siteId === DEFAULT_SITE_ID ? name : `${name}:${siteId}`));
}
