// Waku's request context by file: 'waku/internals' would pull in build-only virtual modules.
import PocketBase from 'pocketbase';
import { inject } from 'vitest';
import { STAFF } from '../../pocketbase/seed/seed.mjs';
import { getEnv } from 'waku/server';
import { toStaffRole } from '../../src/lib/domain/staff-roles';
import { routeRequest } from '../../src/lib/domain/route-request';
import { siteConfigFrom } from '../../src/lib/platform/config';
import { createRequestContext, runInRequest, type StaffSession } from '../../src/lib/platform/request-context';

let session: Promise<StaffSession> | undefined;

/** The seeded staff member, signed in once at the test run's PocketBase, as the auth guard's session holds them. */
function staffSession(): Promise<StaffSession> {
  session ??= new PocketBase(inject('pocketbaseUrl'))
    .collection('users')
    .authWithPassword(STAFF.email, STAFF.password)
    .then(({ token, record }) => ({
      id: record.id,
      email: STAFF.email,
      name: STAFF.name,
      role: toStaffRole(record.role),
      expiresAt: Date.now() + 3_600_000,
      token,
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
