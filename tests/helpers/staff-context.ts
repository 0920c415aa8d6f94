// Waku's request context by file: 'waku/internals' would pull in build-only virtual modules.
import { INTERNAL_runWithContext } from '../../node_modules/waku/dist/lib/context.js';
import { type StaffSession, setStaffSession } from '../../src/lib/platform/request-state';

const TEST_STAFF: StaffSession = {
  id: 'user00000000001',
  email: 'lehrer@schule.test',
  name: 'Demo Lehrkraft',
  expiresAt: Date.now() + 3_600_000,
};

/** Runs `work` inside a Waku request context, as the auth guard leaves it for a signed-in staff member. */
export function asStaff<T>(work: () => Promise<T>): Promise<T> {
  return INTERNAL_runWithContext(new Request('http://127.0.0.1/dash/start'), async () => {
    setStaffSession(TEST_STAFF);
    return work();
  }) as Promise<T>;
}
