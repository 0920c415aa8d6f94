import { log } from '../platform/request-state';

/** What workerd (Miniflare, `npm start`, the tests) says: it has no jurisdictions, Cloudflare has. */
export const NO_JURISDICTIONS_LOCALLY = 'Jurisdiction restrictions are not implemented in workerd.';
let warnedLocal = false;

/**
 * A Durable Object namespace in the EU jurisdiction: Cloudflare then creates and keeps its objects (the staff store's
 * e-mail, name, PocketBase token, sign-in counts; the search index) only in the EU. Only the local runtime, which
 * cannot restrict jurisdictions and says so with exactly this error, gets the plain namespace (it is on this machine
 * anyway); any other error is thrown, so an object is never silently placed elsewhere.
 */
export function euNamespace(namespace: DurableObjectNamespace): DurableObjectNamespace {
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
 * Posts a JSON message to the site's one instance `name` of a Durable Object class (in the EU) and reads its JSON
 * answer. @throws when the object answers other than 2xx or cannot be reached
 */
export async function askSingleton<T>(binding: DurableObjectNamespace, name: string, message: unknown): Promise<T> {
  const namespace = euNamespace(binding);
  const instance = namespace.get(namespace.idFromName(name));
  const response = await instance.fetch(`https://${name}.internal/`, { method: 'POST', body: JSON.stringify(message) });
  if (!response.ok) throw new Error(`${name} answered ${response.status}`);
  return (await response.json()) as T;
}
