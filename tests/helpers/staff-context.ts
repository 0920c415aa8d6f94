// Waku's request context by file: 'waku/internals' would pull in build-only virtual modules.
import { inject } from 'vitest';
import { STAFF, STAFF_ID } from '../../pocketbase/seed/seed.mjs';
import { impersonated } from './staff-sign-in';
import { getEnv } from 'waku/server';
import { toStaffRole } from '../../src/lib/domain/staff-roles';
import { routeRequest } from '../../src/lib/domain/route-request';
import { siteConfigFrom } from '../../src/lib/platform/config';
import { createRequestContext, runInRequest, type StaffSession } from '../../src/lib/platform/request-context';

let session: Promise<StaffSession> | undefined;

/**
 * The seeded staff member with a token of the test run's PocketBase, as the auth guard's session holds them (a
 * superuser's impersonation: how they signed in is the sign-in tests' concern).
 */
function staffSession(): Promise<StaffSession> {
  session ??= impersonated(inject('pocketbaseUrl'), { id: STAFF_ID }).then((pb) => ({
    id: STAFF_ID,
    email: STAFF.email,
    name: STAFF.name,
    role: toStaffRole(STAFF.role),
    expiresAt: Date.now() + 3_600_000,
    token: pb.authStore.token,
  }));
  return session;
}

/** Runs `work` as a request of the site, as the auth guard leaves it for a signed-in staff member. */
export async function asStaff<T>(work: () => Promise<T>): Promise<T> {
  const signedIn = await staffSession();
  const url = new URL('http://127.0.0.1/dash/start');
  const context = createRequestContext({
    url,
    route: routeRequest(url),
    config: siteConfigFrom(getEnv),
    bindings: {},
    nonce: 'test',
  });
  context.staffSession = signedIn;
  return runInRequest(context, work);
}
