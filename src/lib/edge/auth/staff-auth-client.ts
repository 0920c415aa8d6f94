import type { DeviceEntry } from '../../domain/staff-cookies';
import type { AttemptAnswer, SettleAnswer, StoreRequest, StoredSession } from './staff-auth-store';
import { askSingleton } from '../eu-namespace';

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

export function staffAuthClient(env: StaffAuthEnv | undefined): StaffAuthClient {
  const binding = env?.STAFF_AUTH;
  const call = async <T>(message: StoreRequest): Promise<T> => {
    if (!binding) throw new Error('STAFF_AUTH Durable Object binding missing (wrangler.toml)');
    // One instance for the whole site: the counts and sessions must be the same everywhere.
    return askSingleton<T>(binding, 'staff-auth', message);
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
