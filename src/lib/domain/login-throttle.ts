/** Password tries of a browser, an account or an address are counted over a sliding window of 15 minutes. */
export const WINDOW_MS = 15 * 60 * 1000;

/**
 * PocketBase's own limit on staff sign-ins (pocketbase/schema/security-settings.cjs, `users:auth`): a fixed window
 * per client address, and the worker is one address to it. Whatever gets past the site's limits must stay below it,
 * or PocketBase answers every sign-in with 429, a teacher's included.
 */
export const POCKETBASE_SIGN_IN_LIMIT = { maxRequests: 150, durationSeconds: 60 } as const;
/**
 * The site's own budget of tries sent to PocketBase is counted over a sliding window longer than PocketBase's by the
 * longest a try may take to reach it (the backend timeout, 3 s, with room): any window PocketBase counts then holds
 * tries reserved within one such window.
 */
export const CROWD_WINDOW_MS = (POCKETBASE_SIGN_IN_LIMIT.durationSeconds + 10) * 1000;

/**
 * Failed tries per window, after OWASP's "device cookies": a browser that signed in to an account
 * before holds a signed device cookie for it, and its tries count only against its own budget
 * (device) and the site's overall one (all). Every other browser ("unknown") meets the others, so whatever
 * unknown browsers do (a pupil on the school's Wi-Fi, behind the school's one address; many addresses at once)
 * never locks out a known one.
 * - device 5: one known browser, one account. Someone at a teacher's unlocked classroom PC gets 5
 *   guesses, then only that browser waits; the teacher's other browsers do not.
 * - account 10: all unknown browsers together, from every address: at most 10 guesses of one
 *   account's password per 15 minutes (960 a day), however many addresses try.
 * - pair 5: one address, one account, below `account`, so one address (the school's) never uses up
 *   an account's budget: a teacher at home, in an unknown browser, still has 5.
 * - address 30: one address over all accounts, against one password tried on many accounts. Only
 *   failures count (a right password gives its try back), and teachers' usual browsers are known:
 *   30 teachers arriving at 8:00 through one address spend it only with 30 typos in new browsers.
 * - crowd 60 (per CROWD_WINDOW_MS): all unknown browsers together, from every address, against a crowd of addresses
 *   each staying within its own limits. Every try sent counts, right or wrong.
 * - all 120 (per CROWD_WINDOW_MS): every try sent to PocketBase, known browsers' included; below PocketBase's own
 *   limit, and twice `crowd`, so known browsers always have 60 tries a minute that no crowd can take.
 */
export const LIMITS = { device: 5, account: 10, pair: 5, address: 30, crowd: 60, all: 120 } as const;

export type Scope = keyof typeof LIMITS;
/** The window each scope counts over. */
export const SCOPE_WINDOW_MS: Record<Scope, number> = {
  device: WINDOW_MS,
  account: WINDOW_MS,
  pair: WINDOW_MS,
  address: WINDOW_MS,
  crowd: CROWD_WINDOW_MS,
  all: CROWD_WINDOW_MS,
};
/** The scopes a try is checked against and counted in: a known browser's own device's, and the overall budget. */
export const KNOWN_BROWSER: readonly Scope[] = ['device', 'all'];
export const UNKNOWN_BROWSER: readonly Scope[] = ['account', 'pair', 'address', 'crowd', 'all'];
/** Scopes that count what was sent to PocketBase: a try in them is never given back, whatever PocketBase answered. */
export const SENT_SCOPES: readonly Scope[] = ['crowd', 'all'];

export type Attempts = Partial<Record<Scope, number[]>>;
export type AttemptDecision = { allowed: true } | { allowed: false; retryAfterMs: number; scope: Scope };

export function recentAttempts(times: readonly number[], now: number, windowMs = WINDOW_MS): number[] {
  return times.filter((time) => now - time < windowMs);
}

/**
 * Whether one more try may go to PocketBase now (checked against the scopes given), and if not,
 * which scope refuses it longest and when that scope frees a slot.
 */
export function decideAttempt(attempts: Attempts, now: number): AttemptDecision {
  let refusal: { retryAfterMs: number; scope: Scope } | undefined;
  for (const [scope, times] of Object.entries(attempts) as [Scope, number[]][]) {
    const windowMs = SCOPE_WINDOW_MS[scope];
    const recent = recentAttempts(times, now, windowMs).sort((a, b) => a - b);
    const excess = recent.length - LIMITS[scope];
    if (excess < 0) continue;
    const retryAfterMs = (recent[excess] ?? now) + windowMs - now;
    if (!refusal || retryAfterMs > refusal.retryAfterMs) refusal = { retryAfterMs, scope };
  }
  return refusal ? { allowed: false, ...refusal } : { allowed: true };
}

/** Whole minutes until a refused browser may try again, as the login page says it (at least 1). */
export function minutesToWait(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 60_000));
}

/** One account, however it is typed: ' Lehrer@Schule.test' and 'lehrer@schule.test' share a budget. */
export function normaliseAccount(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase();
}
