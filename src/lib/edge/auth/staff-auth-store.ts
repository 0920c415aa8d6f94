import {
  type Attempts,
  decideAttempt,
  KNOWN_BROWSER,
  recentAttempts,
  type Scope,
  UNKNOWN_BROWSER,
  WINDOW_MS,
} from '../../domain/login-throttle';
import type { DeviceEntry } from '../../domain/staff-cookies';
import { importDeviceKey, isGenuineDeviceEntry, issueDeviceEntry, newDeviceKey } from './device-signature';

/** A signed-in staff member, kept on the server: the browser holds only the random session id. */
export type StoredSession = {
  userId: string;
  email: string;
  name: string;
  /** PocketBase's token for this user: asked again every minute whether the account is still good. */
  token: string;
  expiresAt: number;
  checkedAt: number;
};

export type StoreRequest =
  /** `device`: the browser's device cookie entry for this account, if it has one. */
  | { op: 'attempt'; account: string; address: string; device?: DeviceEntry }
  /** `device`: the nonce `attempt` answered with, when it counted the try against a known browser. */
  | { op: 'settle'; account: string; address: string; at: number; outcome: 'success' | 'refund'; device?: string }
  | { op: 'session.put'; id: string; session: StoredSession }
  | { op: 'session.get'; id: string }
  | { op: 'session.delete'; id: string };

/** `device` is the nonce of a genuine device cookie: the try counted against that browser alone. */
export type AttemptAnswer =
  { allowed: true; at: number; device?: string } | { allowed: false; retryAfterMs: number; scope: Scope };
/** After a right password: the browser's new device cookie entry for the account. */
export type SettleAnswer = { device?: DeviceEntry };

const SESSION = 'session:';
const ATTEMPTS = 'attempts:';
const DEVICE_KEY = 'device-key';
/** Sweeps run at most once a minute, so that many counts cost one listing, not one each. */
export const SWEEP_GAP_MS = 60_000;
/** Storage takes at most 128 keys per delete. */
const DELETE_BATCH = 128;

function attemptKeys(account: string, address: string, device: string | undefined): Partial<Record<Scope, string>> {
  if (device) return { device: `${ATTEMPTS}device:${device}` };
  return {
    account: `${ATTEMPTS}account:${account}`,
    pair: `${ATTEMPTS}pair:${address}|${account}`,
    address: `${ATTEMPTS}address:${address}`,
  };
}

const scopesOf = (keys: Partial<Record<Scope, string>>) => (keys.device ? KNOWN_BROWSER : UNKNOWN_BROWSER);

/**
 * The one place that knows who is signed in and how many passwords were tried (a Durable Object:
 * one instance for the whole site, so every isolate and location sees the same counts, and a
 * logout is final everywhere at once). Requests are handled one at a time, so a burst of parallel
 * tries cannot slip past a limit. It also holds the key that signs device cookies, which never
 * leaves it. An alarm deletes each try within a minute after it leaves the window, and ended sessions.
 */
export class StaffAuthStore {
  private deviceKey: Promise<CryptoKey> | undefined;

  constructor(private readonly state: DurableObjectState) {}

  async fetch(request: Request): Promise<Response> {
    return Response.json(await this.handle((await request.json()) as StoreRequest));
  }

  async alarm(): Promise<void> {
    const now = Date.now();
    const storage = this.state.storage;
    const stale: string[] = [];
    let next = Infinity;
    const kept: Record<string, number[]> = {};
    for (const [key, times] of await storage.list<number[]>({ prefix: ATTEMPTS })) {
      const recent = recentAttempts(times, now);
      if (recent.length === 0) stale.push(key);
      else next = Math.min(next, Math.min(...recent) + WINDOW_MS);
      if (recent.length > 0 && recent.length < times.length) kept[key] = recent;
    }
    for (const [key, session] of await storage.list<StoredSession>({ prefix: SESSION })) {
      if (session.expiresAt <= now) stale.push(key);
      else next = Math.min(next, session.expiresAt);
    }
    await this.deleteKeys(stale);
    for (const [key, times] of Object.entries(kept)) await storage.put(key, times);
    if (next < Infinity) await storage.setAlarm(Math.max(next, now + SWEEP_GAP_MS));
  }

  private async handle(message: StoreRequest): Promise<unknown> {
    const storage = this.state.storage;
    switch (message.op) {
      case 'attempt':
        return this.attempt(message.account, message.address, message.device);
      case 'settle':
        return this.settle(message);
      case 'session.put':
        await storage.put(SESSION + message.id, message.session);
        await this.sweepBy(message.session.expiresAt);
        return null;
      case 'session.get': {
        const session = await storage.get<StoredSession>(SESSION + message.id);
        if (!session || session.expiresAt > Date.now()) return session ?? null;
        await storage.delete(SESSION + message.id);
        return null;
      }
      case 'session.delete':
        await storage.delete(SESSION + message.id);
        return null;
    }
  }

  /** Makes sure the alarm runs by `at`, so nothing stays stored longer than it counts. */
  private async sweepBy(at: number): Promise<void> {
    const current = await this.state.storage.getAlarm();
    if (current === null || at < current) await this.state.storage.setAlarm(at);
  }

  private async deleteKeys(keys: string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      await this.state.storage.delete(keys.slice(start, start + DELETE_BATCH));
    }
  }

  private key(): Promise<CryptoKey> {
    this.deviceKey ??= (async () => {
      let raw = await this.state.storage.get<Uint8Array<ArrayBuffer>>(DEVICE_KEY);
      if (!raw) {
        raw = newDeviceKey();
        await this.state.storage.put(DEVICE_KEY, raw);
      }
      return importDeviceKey(raw);
    })().catch((error: unknown) => {
      this.deviceKey = undefined; // ask storage again next time
      throw error;
    });
    return this.deviceKey;
  }

  private async loadAttempts(keys: Partial<Record<Scope, string>>, now: number): Promise<Attempts> {
    const scopes = scopesOf(keys);
    const stored = await this.state.storage.get<number[]>(scopes.map((scope) => keys[scope] ?? ''));
    return Object.fromEntries(
      scopes.map((scope) => [scope, recentAttempts(stored.get(keys[scope] ?? '') ?? [], now)]),
    ) as Attempts;
  }

  /** Empty counts are deleted rather than kept. */
  private async saveAttempts(keys: Partial<Record<Scope, string>>, attempts: Attempts): Promise<void> {
    const entries = scopesOf(keys).map((scope) => [keys[scope] ?? '', attempts[scope] ?? []] as const);
    const kept = entries.filter(([, times]) => times.length > 0);
    if (kept.length > 0) await this.state.storage.put(Object.fromEntries(kept));
    const emptied = entries.filter(([, times]) => times.length === 0).map(([key]) => key);
    if (emptied.length > 0) await this.state.storage.delete(emptied);
  }

  /**
   * Reserves one password try, counted as failed until `settle` says otherwise: against the
   * browser's own budget if it shows a genuine device cookie for this account, else against the
   * account's, the address's and the pair's.
   */
  private async attempt(account: string, address: string, entry: DeviceEntry | undefined): Promise<AttemptAnswer> {
    const now = Date.now();
    const known = entry !== undefined && (await isGenuineDeviceEntry(await this.key(), entry, account, now));
    const device = known ? entry.nonce : undefined;
    const keys = attemptKeys(account, address, device);
    const attempts = await this.loadAttempts(keys, now);
    const decision = decideAttempt(attempts, now);
    if (!decision.allowed) return decision;
    for (const scope of scopesOf(keys)) attempts[scope]?.push(now);
    await this.saveAttempts(keys, attempts);
    await this.sweepBy(now + WINDOW_MS);
    return device ? { allowed: true, at: now, device } : { allowed: true, at: now };
  }

  /**
   * A right password clears the browser's own count (device, or this address's for the account) and
   * earns a new device cookie entry; an unanswered try is given back.
   */
  private async settle(message: Extract<StoreRequest, { op: 'settle' }>): Promise<SettleAnswer> {
    const now = Date.now();
    const keys = attemptKeys(message.account, message.address, message.device);
    const attempts = await this.loadAttempts(keys, now);
    const success = message.outcome === 'success';
    const settled: Attempts = {};
    for (const scope of scopesOf(keys)) {
      const times = attempts[scope] ?? [];
      const index = times.indexOf(message.at);
      settled[scope] =
        success && (scope === 'pair' || scope === 'device') ? [] : index < 0 ? times : times.toSpliced(index, 1);
    }
    await this.saveAttempts(keys, settled);
    return success ? { device: await issueDeviceEntry(await this.key(), message.account, now) } : {};
  }
}
