/**
 * Staff sign-in (contract.md, "Staff accounts and sign-in"): the sign-in at /dash/login, the session a signed-in
 * staff member carries, the guard in front of every /dash page and the sign-out. Code outside this folder imports
 * from here; the pure rules (who may write what, the cookies' names and lifetimes, the sign-in limits) are in
 * src/lib/domain/, as the dashboard's components and PocketBase's writes need them too.
 *
 * - routes/                 steps of the edge router: sign-in (POST /dash/login, its mailed code at /dash/login/code),
 *                           sign-in with the school's provider (/dash/login/mit, /dash/login/zurueck), sign-out, the
 *                           guard of /dash, and the pages reached without a session (a forgotten password, a mail's link)
 * - staff-auth-store.ts     sessions, sign-in counts and form states, a Durable Object per school in the EU
 * - staff-auth-client.ts    the store over RPC; check-staff-session.ts a session as the store and PocketBase know it
 * - device-signature.ts     a browser's device cookie, signed, that keeps its own sign-in budget
 */
export { checkStaffSession } from './check-staff-session';
export { default as authGuard } from './routes/guard';
export { CODE_PATH, default as staffLogin } from './routes/sign-in';
export { default as providerSignIn, PROVIDER_RETURN_PATH, PROVIDER_START_PATH } from './routes/provider-sign-in';
export { default as staffLogout } from './routes/sign-out';
export { default as staffPasswordLinks, PASSWORD_LINK_PATHS } from './routes/password-links';
export { isSessionId, newSessionId, type StaffAuthClient, staffAuthClient } from './staff-auth-client';
export { type SignedOutOrigin, StaffAuthStore } from './staff-auth-store';
