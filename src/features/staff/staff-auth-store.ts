import { DurableObject } from 'cloudflare:workers';
import {
  type Attempts,
  decideAttempt,
  KNOWN_BROWSER,
  recentAttempts,
  type Scope,
  SCOPE_WINDOW_MS,
  SENT_SCOPES,
  UNKNOWN_BROWSER,
} from '../../lib/domain/login-throttle';
import type { StaffRole } from '../../lib/domain/staff-roles';
import {
  DAY_MS,
  type DeviceEntry,
  SESSION_COOKIE_GRACE_DAYS,
  SIGNED_OUT_FORMS_PER_HOUR,
} from '../../lib/domain/staff-cookies';
import { readSetting } from '../../lib/platform/settings';
import { importDeviceKey, isGenuineDeviceEntry, issueDeviceEntry, newDeviceKey } from './device-signature';

/** A signed-in staff member, kept on the server: the browser holds only the random session id. */
export type StoredSession = {
  userId: string;
  email: string;
  name: string;
  /** users.role as PocketBase last said; missing in sessions from before roles (read-only until the next check). */
  role?: StaffRole;
  /** PocketBase's token for this user: asked again every minute whether the account is still good. */
  token: string;
  expiresAt: number;
  checkedAt: number;
};

/**
 * What is left of a session once it ended (SESSION_COOKIE_GRACE_DAYS): whose it was, nothing that signs anyone in. A form
 * sent with its cookie then is kept for that account.
 */
export type EndedSession = Pick<StoredSession, 'userId' | 'expiresAt'> & { ended: true };

/** One password try to reserve: `device` is the browser's device cookie entry for this account, if it has one. */
export type AttemptRequest = { account: string; address: string; device?: DeviceEntry };
/** `device` is the nonce of a genuine device cookie: the try counted against that browser alone. */
export type AttemptAnswer =
  { allowed: true; at: number; device?: string } | { allowed: false; retryAfterMs: number; scope: Scope };
/** What PocketBase made of a reserved try: `refund` when it never answered (down, 5xx), never for its 429. */
export type AttemptOutcome = {
  account: string;
  address: string;
  at: number;
  outcome: 'success' | 'refund';
  /** The nonce `attempt` answered with, when it counted the try against a known browser. */
  device?: string;
};
/** After a right password: the browser's new device cookie entry for the account. */
export type ClosedAttempt = { device?: DeviceEntry };

/**
 * What a dashboard form held when it could not be saved, kept briefly so the page can show it again: only to the
 * browser whose form cookie hashes to `browser`, and only to `userId` when the account that typed it is known.
 */
export type StoredForm = { expiresAt: number; browser: string; userId?: string; state: unknown };
/** Where a form kept without a live session came from: its address's hourly budget counts it. */
export type SignedOutOrigin = { address: string };

const SESSION = 'session:';
const FORM = 'form:';
/** Forms kept for browsers without a live session, per address: the times, for SIGNED_OUT_FORMS_PER_HOUR. */
const SIGNED_OUT = 'signed-out-forms:';
const HOUR_MS = 60 * 60_000;
/** A session's record outlives the session by the cookie's grace: a form sent after it ended still finds its account. */
const ENDED_SESSION_KEPT_MS = SESSION_COOKIE_GRACE_DAYS * DAY_MS;
const ATTEMPTS = 'attempts:';
/** The key that signs device cookies, per generation (DEVICE_KEY_GENERATION): a new one makes every old cookie unknown. */
const DEVICE_KEY = 'device-key';
/** Sweeps run at most once a minute, so that many counts cost one listing, not one each. */
export const SWEEP_GAP_MS = 60_000;
/** Storage takes at most 128 keys per delete. */
const DELETE_BATCH = 128;

type ScopeKeys = Partial<Record<Scope, string>>;

function attemptKeys(account: string, address: string, device: string | undefined): ScopeKeys {
  if (device) return { device: `${ATTEMPTS}device:${device}`, all: `${ATTEMPTS}all:` };
  return {
    account: `${ATTEMPTS}account:${account}`,
    pair: `${ATTEMPTS}pair:${address}|${account}`,
    address: `${ATTEMPTS}address:${address}`,
    crowd: `${ATTEMPTS}crowd:`,
    all: `${ATTEMPTS}all:`,
  };
}

const scopesOf = (keys: ScopeKeys) => (keys.device ? KNOWN_BROWSER : UNKNOWN_BROWSER);
/** The scope a stored count belongs to, from its key ('attempts:pair:…' → 'pair'). */
const scopeOfKey = (key: string) => key.slice(ATTEMPTS.length, key.indexOf(':', ATTEMPTS.length)) as Scope;

/**
 * The one place per school that knows who is signed in and how many passwords were tried (a Durable Object, so
 * every isolate and location sees the same counts, and a logout is final everywhere at once). Requests are handled
 * one at a time, so a burst of parallel tries cannot slip past a limit. It also holds the key that signs device
 * cookies, which never leaves it. An alarm deletes each try within a minute after it leaves its window, and ended
 * sessions. The worker calls its methods (Durable Object RPC).
 */
export class StaffAuthStore extends DurableObject<Record<string, unknown>> {
  private deviceKey: Promise<CryptoKey> | undefined;

  async alarm(): Promise<void> {
    const now = Date.now();
    const storage = this.ctx.storage;
    const stale: string[] = [];
    let next = Infinity;
    const kept: Record<string, number[]> = {};
    for (const [key, times] of await storage.list<number[]>({ prefix: ATTEMPTS })) {
      const windowMs = SCOPE_WINDOW_MS[scopeOfKey(key)] ?? 0;
      const recent = recentAttempts(times, now, windowMs);
      if (recent.length === 0) stale.push(key);
      else next = Math.min(next, Math.min(...recent) + windowMs);
      if (recent.length > 0 && recent.length < times.length) kept[key] = recent;
    }
    const ended: Record<string, EndedSession> = {};
    for (const [key, session] of await storage.list<StoredSession | EndedSession>({ prefix: SESSION })) {
      const until = session.expiresAt + ENDED_SESSION_KEPT_MS;
      if (until <= now) stale.push(key);
      else if (session.expiresAt > now) next = Math.min(next, session.expiresAt);
      else {
        // Ended: the token, e-mail and name go; only whose it was stays, until the cookie's grace is over.
        if (!('ended' in session)) ended[key] = { userId: session.userId, expiresAt: session.expiresAt, ended: true };
        next = Math.min(next, until);
      }
    }
    for (const [key, { expiresAt }] of await storage.list<{ expiresAt: number }>({ prefix: FORM })) {
      if (expiresAt <= now) stale.push(key);
      else next = Math.min(next, expiresAt);
    }
    for (const [key, times] of await storage.list<number[]>({ prefix: SIGNED_OUT })) {
      const recent = recentAttempts(times, now, HOUR_MS);
      if (recent.length === 0) stale.push(key);
      else next = Math.min(next, Math.min(...recent) + HOUR_MS);
      if (recent.length > 0 && recent.length < times.length) kept[key] = recent;
    }
    await this.deleteKeys(stale);
    for (const [key, times] of Object.entries(kept)) await storage.put(key, times);
    for (const [key, session] of Object.entries(ended)) await storage.put(key, session);
    if (next < Infinity) await storage.setAlarm(Math.max(next, now + SWEEP_GAP_MS));
  }

  async putSession(id: string, session: StoredSession): Promise<void> {
    await this.ctx.storage.put(SESSION + id, session);
    await this.sweepBy(session.expiresAt);
  }

  /**
   * The session behind an id, ended ones included for a while (ENDED_SESSION_KEPT_MS): the caller checks `expiresAt`.
   * An ended session signs no one in; it only says whose a form sent after it was.
   */
  async getSession(id: string): Promise<StoredSession | EndedSession | null> {
    const session = await this.ctx.storage.get<StoredSession | EndedSession>(SESSION + id);
    if (!session || session.expiresAt + ENDED_SESSION_KEPT_MS > Date.now()) return session ?? null;
    await this.ctx.storage.delete(SESSION + id);
    return null;
  }

  async deleteSession(id: string): Promise<void> {
    await this.ctx.storage.delete(SESSION + id);
  }

  /**
   * Every live session of an account asks PocketBase again at its next request: an admin changed the account (its
   * role, or deactivated it), and the change takes effect at once instead of within the minute.
   */
  async recheckSessionsOf(userId: string): Promise<void> {
    const storage = this.ctx.storage;
    for (const [key, session] of await storage.list<StoredSession | EndedSession>({ prefix: SESSION })) {
      if (session.userId === userId && !('ended' in session)) await storage.put(key, { ...session, checkedAt: 0 });
    }
  }

  /**
   * Keeps a form for its page to show again. One kept for a browser without a live session (`signedOut`) counts
   * against its address's budget; false when that is used up (nothing kept).
   */
  async putForm(id: string, form: StoredForm, signedOut?: SignedOutOrigin): Promise<boolean> {
    const now = Date.now();
    if (signedOut) {
      const key = SIGNED_OUT + signedOut.address;
      const times = recentAttempts((await this.ctx.storage.get<number[]>(key)) ?? [], now, HOUR_MS);
      if (times.length >= SIGNED_OUT_FORMS_PER_HOUR) return false;
      await this.ctx.storage.put(key, [...times, now]);
      await this.sweepBy(now + HOUR_MS);
    }
    await this.ctx.storage.put(FORM + id, form);
    await this.sweepBy(form.expiresAt);
    return true;
  }

  async getForm(id: string): Promise<StoredForm | null> {
    const form = await this.ctx.storage.get<StoredForm>(FORM + id);
    return form && form.expiresAt > Date.now() ? form : null;
  }

  /**
   * Reserves one password try, counted as failed until `closeAttempt` says otherwise: against the browser's own budget if it
   * shows a genuine device cookie for this account, else against the account's, the address's, the pair's and the
   * crowd's; always against the site's overall budget.
   */
  async attempt({ account, address, device: entry }: AttemptRequest): Promise<AttemptAnswer> {
    const now = Date.now();
    const known = entry !== undefined && (await isGenuineDeviceEntry(await this.key(), entry, account, now));
    const device = known ? entry.nonce : undefined;
    const keys = attemptKeys(account, address, device);
    const attempts = await this.loadAttempts(keys, now);
    const decision = decideAttempt(attempts, now);
    if (!decision.allowed) return decision;
    for (const scope of scopesOf(keys)) attempts[scope]?.push(now);
    await this.saveAttempts(keys, attempts);
    await this.sweepBy(now + Math.min(...scopesOf(keys).map((scope) => SCOPE_WINDOW_MS[scope])));
    return device ? { allowed: true, at: now, device } : { allowed: true, at: now };
  }

  /**
   * A right password clears the browser's own count (device, or this address's for the account) and earns a new
   * device cookie entry; a try PocketBase never answered is given back to the browser's, account's and address's
   * budgets. What was sent stays counted in the crowd's and the overall budget, whatever the outcome.
   */
  async closeAttempt(closing: AttemptOutcome): Promise<ClosedAttempt> {
    const now = Date.now();
    const keys = attemptKeys(closing.account, closing.address, closing.device);
    const attempts = await this.loadAttempts(keys, now);
    const success = closing.outcome === 'success';
    const closed: Attempts = {};
    for (const scope of scopesOf(keys)) {
      const times = attempts[scope] ?? [];
      const index = times.indexOf(closing.at);
      if (SENT_SCOPES.includes(scope)) closed[scope] = times;
      else if (success && (scope === 'pair' || scope === 'device')) closed[scope] = [];
      else closed[scope] = index < 0 ? times : times.toSpliced(index, 1);
    }
    await this.saveAttempts(keys, closed);
    return success ? { device: await issueDeviceEntry(await this.key(), closing.account, now) } : {};
  }

  /** Makes sure the alarm runs by `at`, so nothing stays stored longer than it counts. */
  private async sweepBy(at: number): Promise<void> {
    const current = await this.ctx.storage.getAlarm();
    if (current === null || at < current) await this.ctx.storage.setAlarm(at);
  }

  private async deleteKeys(keys: string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      await this.ctx.storage.delete(keys.slice(start, start + DELETE_BATCH));
    }
  }

  /** The device-cookie key of the current generation, made on first use; other generations' keys are deleted. */
  private key(): Promise<CryptoKey> {
    this.deviceKey ??= (async () => {
      const storage = this.ctx.storage;
      const generation = readSetting('DEVICE_KEY_GENERATION', this.env.DEVICE_KEY_GENERATION);
      // The first generation keeps the name it had before generations existed: an update rotates nothing.
      const name = generation === 1 ? DEVICE_KEY : `${DEVICE_KEY}:${generation}`;
      let raw = await storage.get<Uint8Array<ArrayBuffer>>(name);
      if (!raw) {
        raw = newDeviceKey();
        await storage.put(name, raw);
        const old = [...(await storage.list({ prefix: DEVICE_KEY })).keys()].filter((key) => key !== name);
        if (old.length > 0) await storage.delete(old);
      }
      return importDeviceKey(raw);
    })().catch((error: unknown) => {
      this.deviceKey = undefined; // ask storage again next time
      throw error;
    });
    return this.deviceKey;
  }

  private async loadAttempts(keys: ScopeKeys, now: number): Promise<Attempts> {
    const scopes = scopesOf(keys);
    const stored = await this.ctx.storage.get<number[]>(scopes.map((scope) => keys[scope] ?? ''));
    return Object.fromEntries(
      scopes.map((scope) => [scope, recentAttempts(stored.get(keys[scope] ?? '') ?? [], now, SCOPE_WINDOW_MS[scope])]),
    ) as Attempts;
  }

  /** Empty counts are deleted rather than kept. */
  private async saveAttempts(keys: ScopeKeys, attempts: Attempts): Promise<void> {
    const entries = scopesOf(keys).map((scope) => [keys[scope] ?? '', attempts[scope] ?? []] as const);
    const kept = entries.filter(([, times]) => times.length > 0);
    if (kept.length > 0) await this.ctx.storage.put(Object.fromEntries(kept));
    const emptied = entries.filter(([, times]) => times.length === 0).map(([key]) => key);
    if (emptied.length > 0) await this.ctx.storage.delete(emptied);
  }
}
