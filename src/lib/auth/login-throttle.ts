/** Failed sign-ins per client in this isolate: each failure after the third adds a second of delay. */
const WINDOW_MS = 15 * 60 * 1000;
const FREE_ATTEMPTS = 3;
const MAX_DELAY_MS = 5000;
export const LOCKOUT_FAILURES = 10;

type Record = { failures: number; first: number };
const failures = new Map<string, Record>();

function current(client: string, now: number): Record | undefined {
  const record = failures.get(client);
  if (record && now - record.first > WINDOW_MS) {
    failures.delete(client);
    return undefined;
  }
  return record;
}

/** How long to wait before answering this client's next attempt. */
export function loginDelayMs(client: string, now = Date.now()): number {
  const count = current(client, now)?.failures ?? 0;
  return Math.min(Math.max(0, count - FREE_ATTEMPTS + 1) * 1000, MAX_DELAY_MS);
}

export function isLockedOut(client: string, now = Date.now()): boolean {
  return (current(client, now)?.failures ?? 0) >= LOCKOUT_FAILURES;
}

export function recordLoginFailure(client: string, now = Date.now()): void {
  const record = current(client, now) ?? { failures: 0, first: now };
  record.failures += 1;
  failures.set(client, record);
  if (failures.size > 10_000) failures.delete(failures.keys().next().value as string);
}

export function clearLoginFailures(client: string): void {
  failures.delete(client);
}
