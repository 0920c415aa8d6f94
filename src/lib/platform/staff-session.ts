import { unstable_getContextData as getContextData } from 'waku/server';

/** The signed-in staff member, as the auth guard validated them for this request. */
export type StaffSession = { id: string; email: string; name: string; expiresAt: number };

const KEY = 'staffSession';

export function setStaffSession(session: StaffSession | undefined): void {
  getContextData()[KEY] = session;
}

/** Set on every /dash page except the login page; the guard never lets an anonymous request through. */
export function getStaffSession(): StaffSession | undefined {
  return getContextData()[KEY] as StaffSession | undefined;
}

/** Thrown by dashboard reads that run without a verified session (the guard was bypassed). */
export class NotSignedInError extends Error {
  constructor() {
    super('dashboard data requested without a verified staff session');
    this.name = 'NotSignedInError';
  }
}

/**
 * The second line of defence behind the edge guard: dashboard reads and the dashboard layout
 * check for a session the guard verified in this very request.
 * @throws NotSignedInError
 */
export function requireStaffSession(): StaffSession {
  const session = getStaffSession();
  if (!session) throw new NotSignedInError();
  return session;
}
