import { base64url } from 'jose';
import type { StaffAuthStore } from './staff-auth-store';
import type { WorkerBindings } from '../../lib/platform/bindings';
import { schoolInstance } from '../../lib/platform/eu-namespace';

/** The school's StaffAuthStore (wrangler.toml STAFF_AUTH). Every call may throw when the store cannot be reached. */
export type StaffAuthClient = Pick<
  StaffAuthStore,
  | 'attempt'
  | 'closeAttempt'
  | 'putSession'
  | 'getSession'
  | 'deleteSession'
  | 'recheckSessionsOf'
  | 'putForm'
  | 'getForm'
>;

export function staffAuthClient(bindings: WorkerBindings, siteId: string): StaffAuthClient {
  const binding = bindings.STAFF_AUTH as DurableObjectNamespace<StaffAuthStore> | undefined;
  if (!binding) {
    const missing = () => Promise.reject(new Error('STAFF_AUTH Durable Object binding missing (wrangler.toml)'));
    return {
      attempt: missing,
      closeAttempt: missing,
      putSession: missing,
      getSession: missing,
      deleteSession: missing,
      recheckSessionsOf: missing,
      putForm: missing,
      getForm: missing,
    };
  }
  return schoolInstance(binding, 'staff-auth', siteId);
}

/** 256 random bits, base64url: the only thing the session cookie carries. */
export function newSessionId(): string {
  return base64url.encode(crypto.getRandomValues(new Uint8Array(32)));
}

export function isSessionId(value: string | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}
