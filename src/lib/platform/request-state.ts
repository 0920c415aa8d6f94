import { unstable_getContextData as getContextData } from 'waku/server';
import { Limiter } from './limiter';

/** Workers allow six open connections per invocation; we never ask for more. */
export const MAX_BACKEND_CONNECTIONS = 6;

type RequestState = {
  waitUntil?: (promise: Promise<unknown>) => void;
  limiter?: Limiter;
  /** A read failed and the page shows a notice instead: never keep such a page. */
  degraded?: boolean;
};

const fallbackLimiter = new Limiter(MAX_BACKEND_CONNECTIONS);

function state(): RequestState | undefined {
  try {
    return getContextData() as RequestState;
  } catch {
    return undefined; // outside a request (tests, background work)
  }
}

export function setWaitUntil(waitUntil: (promise: Promise<unknown>) => void): void {
  const current = state();
  if (current) current.waitUntil = waitUntil;
}

/** Keeps background work alive after the response is sent, where the runtime allows it. */
export function runInBackground(promise: Promise<unknown>): void {
  const handled = promise.catch((error) => console.error('[content] background refresh failed:', error));
  state()?.waitUntil?.(handled);
}

/** Keeps a read that other requests may be waiting on alive even if the request that started it goes away. */
export function keepAlive(promise: Promise<unknown>): void {
  state()?.waitUntil?.(promise.catch(() => undefined));
}

export function requestLimiter(): Limiter {
  const current = state();
  if (!current) return fallbackLimiter;
  current.limiter ??= new Limiter(MAX_BACKEND_CONNECTIONS);
  return current.limiter;
}

export function markDegraded(): void {
  const current = state();
  if (current) current.degraded = true;
}

export function isDegraded(): boolean {
  return state()?.degraded === true;
}
