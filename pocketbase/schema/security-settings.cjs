// What PocketBase 0.40 brings for security, as this project sets it on the PocketBase it runs (the migration) and
// as `npm run doctor` checks it on any other. CommonJS: PocketBase's JavaScript runtime requires it too.

const { STAFF_ACCOUNT_RULES } = require('./roles.cjs');

// PocketBase counts per client address, and every read of the site comes from the worker: reads (lists, records,
// files) get a ceiling no worker reaches (the test sends a soak's volume from one address), sign-in and writes a
// strict one. When several rules match, PocketBase takes the most specific (collection:action before a path).
const RATE_LIMIT_RULES = [
  // Password guessing straight at PocketBase: superusers (the admin UI) and any other auth collection.
  { label: '*:auth', audience: '', duration: 10, maxRequests: 10 },
  // Staff sign in through the worker, whose address PocketBase sees for all of them. The site sends at most 120 tries
  // in any 70 s (src/lib/domain/login-throttle.ts, LIMITS.all, POCKETBASE_SIGN_IN_LIMIT): this limit stays above that,
  // so a crowd of guessers meets the site's limits, never this one, and known browsers still sign in. Anyone who
  // reached PocketBase directly (without the worker) gets no more than this.
  { label: 'users:auth', audience: '', duration: 60, maxRequests: 150 },
  // Mails someone else receives: verification, password reset, one-time passwords, e-mail change.
  { label: '*:requestVerification', audience: '', duration: 60, maxRequests: 3 },
  { label: '*:requestPasswordReset', audience: '', duration: 60, maxRequests: 3 },
  { label: '*:requestOTP', audience: '', duration: 60, maxRequests: 3 },
  // The site asks for a staff member's sign-in code only after their password checked out, from its one address for
  // the whole staff room; a password sign-in is bounded by the site's limits before that.
  { label: 'users:requestOTP', audience: '', duration: 60, maxRequests: 60 },
  { label: '*:requestEmailChange', audience: '', duration: 60, maxRequests: 3 },
  // Editors in the admin UI: a bulk delete of a page of records still fits.
  { label: '*:create', audience: '', duration: 10, maxRequests: 30 },
  { label: '*:update', audience: '', duration: 10, maxRequests: 30 },
  { label: '*:delete', audience: '', duration: 10, maxRequests: 60 },
  { label: '/api/batch', audience: '', duration: 1, maxRequests: 3 },
  // Everything else, reads above all: 2,000 a second from one address. The soak sends ~175 page views a second,
  // and a cold view of / makes 7 backend reads: 1,225 a second if nothing were cached.
  { label: '/api/', audience: '', duration: 10, maxRequests: 20000 },
];

// Staff accounts (who lists, invites, changes and removes them; only verified, active accounts sign in): roles.cjs.
module.exports = { RATE_LIMIT_RULES, STAFF_ACCOUNT_RULES };
