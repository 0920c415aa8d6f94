import { unstable_getContextData as getContextData } from 'waku/server';

/** The signed-in staff member, as the auth guard validated them for this request. */
export type StaffSession = { id: string; email: string; name: string; expiresAt: number };

const KEY = 'staffSession';

export function setStaffSession(session: StaffSession | undefined): void {
  getContextData()[KEY] = session;
}

/** Set on every /dash page except the login page; the guard never lets an anonymous request through. */
export function getStaffSession(): StaffSession | undefined {
  try {
    return getContextData()[KEY] as StaffSession | undefined;
  } catch {
    return undefined;
  }
}
