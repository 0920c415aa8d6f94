/** Password tries are counted over a sliding window of 15 minutes. */
export const WINDOW_MS = 15 * 60 * 1000;

/**
 * Tries per window. account: every address together, so no set of addresses guesses more than 10
 * passwords of one account. pair: one address for one account, below the account limit, so one
 * address (a pupil in the school's network) can never lock a staff member out.
 * address: one address over all accounts, against trying one password on many accounts.
 */
export const LIMITS = { account: 10, pair: 5, address: 30 } as const;

export type Scope = keyof typeof LIMITS;
export type Attempts = Record<Scope, number[]>;
export type AttemptDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

export function recentAttempts(times: readonly number[], now: number): number[] {
  return times.filter((time) => now - time < WINDOW_MS);
}

/** Whether one more try may go to PocketBase now, and if not, when the first scope frees a slot. */
export function decideAttempt(attempts: Attempts, now: number): AttemptDecision {
  let retryAfterMs = 0;
  for (const scope of Object.keys(LIMITS) as Scope[]) {
    const recent = recentAttempts(attempts[scope], now).sort((a, b) => a - b);
    const excess = recent.length - LIMITS[scope];
    if (excess < 0) continue;
    const freedAt = (recent[excess] ?? now) + WINDOW_MS;
    retryAfterMs = Math.max(retryAfterMs, freedAt - now);
  }
  return retryAfterMs > 0 ? { allowed: false, retryAfterMs } : { allowed: true };
}

/** One account, however it is typed: ' Lehrer@Schule.test' and 'lehrer@schule.test' share a budget. */
export function normaliseAccount(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase();
}

/** Expands '::' so an IPv6 address has its eight groups. */
function ipv6Groups(address: string): string[] | undefined {
  const [head = '', tail, ...rest] = address.split('::');
  if (rest.length > 0) return undefined;
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
}

/**
 * Who is trying: the address Cloudflare saw (CF-Connecting-IP, which clients cannot set there).
 * An IPv6 host usually owns a whole /64, so the /64 counts as one address.
 */
export function clientAddress(header: string | null | undefined): string {
  const address = header?.trim().toLowerCase();
  if (!address) return 'unknown';
  if (!address.includes(':')) return address;
  const groups = ipv6Groups(address);
  return groups
    ? `${groups
        .slice(0, 4)
        .map((group) => group.replace(/^0+(?=.)/, ''))
        .join(':')}::/64`
    : address;
}
