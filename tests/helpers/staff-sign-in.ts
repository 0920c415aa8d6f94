import type { Miniflare } from 'miniflare';
import { STAFF } from '../../pocketbase/seed/seed.mjs';
import { get } from './worker';

/** Signs a staff member (the seeded one by default) in at the site, as the login form does: the session cookie. */
export async function signInAtSite(
  site: Miniflare,
  { email, password }: { email: string; password: string } = STAFF,
): Promise<string> {
  const { response } = await get(site, '/dash/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://127.0.0.1:8787' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  const session = response.headers.getSetCookie().find((line) => line.startsWith('staff_session='));
  if (!session) throw new Error(`sign-in failed: ${response.headers.get('location')}`);
  return session.split(';')[0]!;
}
