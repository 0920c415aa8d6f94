/**
 * The addresses of signing in with the school's Microsoft 365 or Google account: where "Mit Microsoft anmelden"
 * leads, and where the provider sends the staff member back (the redirect address a school registers with the
 * provider; `npm run doctor` names it from here).
 */
export const PROVIDER_START_PATH = '/dash/login/mit';
export const PROVIDER_RETURN_PATH = '/dash/login/zurueck';
