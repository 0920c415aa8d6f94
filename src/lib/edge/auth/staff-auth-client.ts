import type { DeviceEntry } from '../../domain/staff-cookies';
import type { AttemptAnswer, SettleAnswer, StoreRequest, StoredSession } from './staff-auth-store';
import { log } from '../../platform/request-state';

/** The Durable Object binding of wrangler.toml ([[durable_objects.bindings]] STAFF_AUTH). */
export type StaffAuthEnv = { STAFF_AUTH?: DurableObjectNamespace };

/** The worker's side of StaffAuthStore. Every call may throw when the store cannot be reached. */
export type StaffAuthClient = {
  attempt(account: string, address: string, device?: DeviceEntry): Promise<AttemptAnswer>;
  settle(
    account: string,
    address: string,
    at: number,
    outcome: 'success' | 'refund',
    device?: string,
  ): Promise<SettleAnswer>;
  putSession(id: string, session: StoredSession): Promise<void>;
  getSession(id: string): Promise<StoredSession | null>;
  deleteSession(id: string): Promise<void>;
};

/** What workerd (Miniflare, `npm start`, the tests) says: it has no jurisdictions, Cloudflare has. */
export const NO_JURISDICTIONS_LOCALLY = 'Jurisdiction restrictions are not implemented in workerd.';
let warnedLocal = false;

/**
 * The store's namespace in the EU jurisdiction: Cloudflare then creates and keeps it (staff e-mail,
 * name, PocketBase token, sign-in counts) only in the EU. Only the local runtime, which cannot
 * restrict jurisdictions and says so with exactly this error, gets the plain namespace (it is on
 * this machine anyway); any other error is thrown, so the store is never silently placed elsewhere.
 */
export function euNamespace(namespace: DurableObjectNamespace): DurableObjectNamespace {
  try {
    return namespace.jurisdiction('eu');
  } catch (error) {
    if (!(error instanceof Error) || error.message !== NO_JURISDICTIONS_LOCALLY) throw error;
    if (!warnedLocal) log('warn', 'session-store-not-in-eu', { reason: 'local workerd has no jurisdictions' });
    warnedLocal = true;
    return namespace;
  }
}

export function staffAuthClient(env: StaffAuthEnv | undefined): StaffAuthClient {
  const binding = env?.STAFF_AUTH;
  const call = async <T>(message: StoreRequest): Promise<T> => {
    if (!binding) throw new Error('STAFF_AUTH Durable Object binding missing (wrangler.toml)');
    // One instance for the whole site: the counts and sessions must be the same everywhere.
    const namespace = euNamespace(binding);
    const store = namespace.get(namespace.idFromName('staff-auth'));
    const response = await store.fetch('https://staff-auth.internal/', {
      method: 'POST',
      body: JSON.stringify(message),
    });
    if (!response.ok) throw new Error(`staff auth store answered ${response.status}`);
    return (await response.json()) as T;
  };
  return {
    attempt: (account, address, device) => call({ op: 'attempt', account, address, device }),
    settle: (account, address, at, outcome, device) => call({ op: 'settle', account, address, at, outcome, device }),
    putSession: (id, session) => call({ op: 'session.put', id, session }),
    getSession: (id) => call({ op: 'session.get', id }),
    deleteSession: (id) => call({ op: 'session.delete', id }),
  };
}

/** 256 random bits, base64url: the only thing the session cookie carries. */
export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function isSessionId(value: string | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}
