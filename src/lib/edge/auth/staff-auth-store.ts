import { type Attempts, decideAttempt, LIMITS, recentAttempts, type Scope } from '../../domain/login-throttle';

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
  | { op: 'attempt'; account: string; address: string }
  | { op: 'settle'; account: string; address: string; at: number; outcome: 'success' | 'refund' }
  | { op: 'session.put'; id: string; session: StoredSession }
  | { op: 'session.get'; id: string }
  | { op: 'session.delete'; id: string };

export type AttemptAnswer = { allowed: true; at: number } | { allowed: false; retryAfterMs: number };

const SESSION = 'session:';

function attemptKeys(account: string, address: string): Record<Scope, string> {
  return {
    account: `attempts:account:${account}`,
    pair: `attempts:pair:${address}|${account}`,
    address: `attempts:address:${address}`,
  };
}

/**
 * The one place that knows who is signed in and how many passwords were tried (a Durable Object:
 * one instance for the whole site, so every isolate and location sees the same counts, and a
 * logout is final everywhere at once). Requests are handled one at a time, so a burst of parallel
 * tries cannot slip past a limit.
 */
export class StaffAuthStore {
  constructor(private readonly state: DurableObjectState) {}

  async fetch(request: Request): Promise<Response> {
    return Response.json(await this.handle((await request.json()) as StoreRequest));
  }

  private async handle(message: StoreRequest): Promise<unknown> {
    const storage = this.state.storage;
    switch (message.op) {
      case 'attempt':
        return this.attempt(message.account, message.address);
      case 'settle':
        return this.settle(message);
      case 'session.put':
        await this.dropExpiredSessions();
        await storage.put(SESSION + message.id, message.session);
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

  private async loadAttempts(keys: Record<Scope, string>, now: number): Promise<Attempts> {
    const stored = await this.state.storage.get<number[]>(Object.values(keys));
    const recent = (scope: Scope) => recentAttempts(stored.get(keys[scope]) ?? [], now);
    return { account: recent('account'), pair: recent('pair'), address: recent('address') };
  }

  private async saveAttempts(keys: Record<Scope, string>, attempts: Attempts): Promise<void> {
    const entries = Object.fromEntries((Object.keys(LIMITS) as Scope[]).map((scope) => [keys[scope], attempts[scope]]));
    await this.state.storage.put(entries);
  }

  /** Reserves one password try, counted as failed until `settle` says otherwise. */
  private async attempt(account: string, address: string): Promise<AttemptAnswer> {
    const now = Date.now();
    const keys = attemptKeys(account, address);
    const attempts = await this.loadAttempts(keys, now);
    const decision = decideAttempt(attempts, now);
    if (!decision.allowed) return decision;
    for (const scope of Object.keys(LIMITS) as Scope[]) attempts[scope].push(now);
    await this.saveAttempts(keys, attempts);
    return { allowed: true, at: now };
  }

  /** A right password clears this address's tries for the account; an unanswered try is given back. */
  private async settle(message: Extract<StoreRequest, { op: 'settle' }>): Promise<null> {
    const keys = attemptKeys(message.account, message.address);
    const attempts = await this.loadAttempts(keys, Date.now());
    const withoutThis = (times: number[]) => {
      const index = times.indexOf(message.at);
      return index < 0 ? times : times.toSpliced(index, 1);
    };
    const settled: Attempts = {
      account: withoutThis(attempts.account),
      pair: message.outcome === 'success' ? [] : withoutThis(attempts.pair),
      address: withoutThis(attempts.address),
    };
    await this.saveAttempts(keys, settled);
    return null;
  }

  private async dropExpiredSessions(): Promise<void> {
    const sessions = await this.state.storage.list<StoredSession>({ prefix: SESSION });
    const expired = [...sessions].filter(([, session]) => session.expiresAt <= Date.now()).map(([key]) => key);
    if (expired.length > 0) await this.state.storage.delete(expired);
  }
}
