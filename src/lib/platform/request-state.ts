import { unstable_getContextData as getContextData } from 'waku/server';
import { leaveStaticHtml, releaseStaticHtml } from './static-html-handover';
import type { HeadTag } from '../domain/head-tags';
import { fallbackSchool, type SchoolIdentity } from '../domain/school';
import { getSiteConfig } from './config';
import { Limiter } from './limiter';
import { describeError, type LogFields, type LogLevel, writeLog } from './log';

/** The signed-in staff member, as the auth guard verified them for this request. */
export type StaffSession = {
  id: string;
  email: string;
  name: string;
  expiresAt: number;
  /** The PocketBase auth token the dashboard reads with (drafts are for staff only); never rendered. */
  token: string;
};

/** What one request's log line says about it (middleware/request-log): no personal data. */
export type RequestTrace = {
  id: string;
  /** How the page cache answered: hit (memory or shared), stale, miss (rendered and kept), skip (rendered, not kept). */
  pageCache?: string;
  backendReads: number;
  /** Wall time of all backend reads together, as the runtime's clock shows it (it moves on I/O only). */
  backendMs: number;
};

/**
 * Everything one request carries between middleware, pages and the content layer, in one object
 * in Waku's per-request context.
 */
type RequestState = {
  /** CSP nonce React writes on the scripts it emits. */
  nonce?: string;
  /** Set by the auth guard on every /dash page except the login page. */
  staffSession?: StaffSession;
  /** A status other than 200 the page asks for while still rendering its own content. */
  pageStatus?: number;
  /** A read failed and the page shows a notice instead: never keep such a page. */
  degraded?: boolean;
  /** When the first of the backend reads this page was rendered from expires (ms since epoch). */
  readsExpireAt?: number;
  /** When the oldest copy of a posts or calendar read this page used was stored (ms since epoch). */
  scheduledCopiesFrom?: number;
  /** When a scheduled post or entry last went public, as the page's schedule read says (ms since epoch). */
  scheduleChangedAt?: number;
  /** The school's identity, read once per rendered request, started before the page's own reads. */
  school?: Promise<SchoolIdentity>;
  /** A collection the page needs that PocketBase does not have (the schema is not installed yet). */
  missingCollection?: string;
  /** JSON-LD the page describes itself with; the edge writes it into <head> (middleware/page-head). */
  structuredData?: unknown[];
  /** The page's description, canonical and share tags; the edge writes them into <head> (middleware/page-head). */
  headTags?: HeadTag[];
  /** A public page load: <StaticHtml> hands its content to the HTML pass beside the payload (components/static-html-handover). */
  pageLoad?: boolean;
  /** The ids this request's <StaticHtml> elements left for the HTML pass; released when the page is written. */
  staticHtmlIds?: string[];
  waitUntil?: (promise: Promise<unknown>) => void;
  /** The search index's Durable Object namespace (wrangler.toml SEARCH_INDEX), as the worker was given it. */
  searchIndex?: DurableObjectNamespace;
  limiter?: Limiter;
  trace?: RequestTrace;
};

/** Workers allow six open connections per invocation; we never ask for more. */
export const MAX_BACKEND_CONNECTIONS = 6;
const KEY = 'requestState';
const fallbackLimiter = new Limiter(MAX_BACKEND_CONNECTIONS);

/** This request's state, or undefined outside a request (unit tests, background work). */
function state(): RequestState | undefined {
  let data: Record<string, unknown>;
  try {
    data = getContextData();
  } catch {
    return undefined;
  }
  data[KEY] ??= {};
  return data[KEY] as RequestState;
}

export function setRequestNonce(nonce: string): void {
  const current = state();
  if (current) current.nonce = nonce;
}

export function getRequestNonce(): string | undefined {
  return state()?.nonce;
}

export function setStaffSession(session: StaffSession | undefined): void {
  const current = state();
  if (current) current.staffSession = session;
}

export function getStaffSession(): StaffSession | undefined {
  return state()?.staffSession;
}

/** Thrown by dashboard reads that run without a verified session (the guard was bypassed). */
export class NotSignedInError extends Error {
  constructor() {
    super('dashboard data requested without a verified staff session');
    this.name = 'NotSignedInError';
  }
}

/**
 * The second line of defence behind the edge guard: dashboard reads and the dashboard layout
 * check for a session the guard verified in this very request.
 * @throws NotSignedInError
 */
export function requireStaffSession(): StaffSession {
  const session = getStaffSession();
  if (!session) throw new NotSignedInError();
  return session;
}

/** A page that answers with another status while rendering its own content (a placeholder, a page beyond the end). */
export function setPageStatus(status: number): void {
  const current = state();
  if (current) current.pageStatus = status;
}

export function getPageStatus(): number | undefined {
  return state()?.pageStatus;
}

export function markDegraded(): void {
  const current = state();
  if (current) current.degraded = true;
}

export function isDegraded(): boolean {
  return state()?.degraded === true;
}

/** Every backend read a page uses says until when its copy is fresh; the page may be kept no longer. */
export function noteReadExpiry(expiresAt: number): void {
  const current = state();
  if (current) current.readsExpireAt = Math.min(current.readsExpireAt ?? expiresAt, expiresAt);
}

/**
 * A read of posts or calendar entries served from a copy stored at `storedAt`, or the schedule's word that such a
 * record went public at `changedAt`: a page rendered from a copy older than that change expires then.
 */
export function noteScheduledRead({ storedAt, changedAt }: { storedAt?: number; changedAt?: number }): void {
  const current = state();
  if (!current) return;
  if (storedAt !== undefined) current.scheduledCopiesFrom = Math.min(current.scheduledCopiesFrom ?? storedAt, storedAt);
  if (changedAt !== undefined) current.scheduleChangedAt = Math.max(current.scheduleChangedAt ?? changedAt, changedAt);
  const { scheduledCopiesFrom, scheduleChangedAt } = current;
  if (scheduledCopiesFrom !== undefined && scheduleChangedAt !== undefined && scheduledCopiesFrom < scheduleChangedAt) {
    noteReadExpiry(scheduleChangedAt);
  }
}

export function getReadsExpireAt(): number | undefined {
  return state()?.readsExpireAt;
}

export function setSchool(school: Promise<SchoolIdentity>): void {
  const current = state();
  if (current) current.school = school;
}

/** The school this request renders for; SCHOOL_NAME/SCHOOL_SHORT_NAME outside a rendered request. */
export function currentSchool(): Promise<SchoolIdentity> {
  const { schoolName, schoolShortName } = getSiteConfig();
  return state()?.school ?? Promise.resolve(fallbackSchool(schoolName, schoolShortName));
}

export function noteMissingCollection(name: string): void {
  const current = state();
  if (current) current.missingCollection ??= name;
}

export function getMissingCollection(): string | undefined {
  return state()?.missingCollection;
}

export function addStructuredData(data: unknown): void {
  const current = state();
  if (current) (current.structuredData ??= []).push(data);
}

export function getStructuredData(): unknown[] {
  return state()?.structuredData ?? [];
}

export function addHeadTags(tags: HeadTag[]): void {
  const current = state();
  if (current) (current.headTags ??= []).push(...tags);
}

export function setPageLoad(): void {
  const current = state();
  if (current) current.pageLoad = true;
}

/** On a public page load, leaves `html` for the HTML pass and returns its id; otherwise undefined. */
export function handOverStaticHtml(html: string): string | undefined {
  const current = state();
  if (!current?.pageLoad) return undefined;
  const id = leaveStaticHtml(html);
  (current.staticHtmlIds ??= []).push(id);
  return id;
}

export function releaseHandedOverHtml(): void {
  const current = state();
  if (current?.staticHtmlIds) releaseStaticHtml(current.staticHtmlIds.splice(0));
}

export function getHeadTags(): HeadTag[] {
  return state()?.headTags ?? [];
}

export function startRequestTrace(id: string): RequestTrace | undefined {
  const current = state();
  if (!current) return undefined;
  current.trace = { id, backendReads: 0, backendMs: 0 };
  return current.trace;
}

export function getRequestTrace(): RequestTrace | undefined {
  return state()?.trace;
}

/** One log line, with this request's id when there is a request. */
export function log(level: LogLevel, event: string, fields: LogFields = {}): void {
  writeLog(level, event, { requestId: state()?.trace?.id, ...fields });
}

export function notePageCache(outcome: string): void {
  const trace = state()?.trace;
  if (trace) trace.pageCache = outcome;
}

export function noteBackendRead(ms: number): void {
  const trace = state()?.trace;
  if (!trace) return;
  trace.backendReads += 1;
  trace.backendMs += ms;
}

export function setSearchIndex(namespace: DurableObjectNamespace | undefined): void {
  const current = state();
  if (current) current.searchIndex = namespace;
}

export function getSearchIndex(): DurableObjectNamespace | undefined {
  return state()?.searchIndex;
}

export function setWaitUntil(waitUntil: (promise: Promise<unknown>) => void): void {
  const current = state();
  if (current) current.waitUntil = waitUntil;
}

/**
 * A backend that is down or slow is an expected state: its failures are logged by message, not with a stack and
 * cause per failed refresh (hundreds a minute while PocketBase is slow). Anything else keeps its stack.
 */
function describeFailure(error: unknown): string {
  if (error instanceof Error && error.name !== 'BackendUnavailableError') return error.stack ?? describeError(error);
  return describeError(error);
}

/** Keeps background work alive after the response is sent, where the runtime allows it. */
export function runInBackground(promise: Promise<unknown>): void {
  const handled = promise.catch((error) => log('error', 'background-work-failed', { error: describeFailure(error) }));
  state()?.waitUntil?.(handled);
}

/** Keeps a read that other requests may be waiting on alive even if the request that started it goes away. */
export function keepAlive(promise: Promise<unknown>): void {
  state()?.waitUntil?.(promise.catch(() => undefined));
}

/** At most six backend reads of this request at once. */
export function requestLimiter(): Limiter {
  const current = state();
  if (!current) return fallbackLimiter;
  current.limiter ??= new Limiter(MAX_BACKEND_CONNECTIONS);
  return current.limiter;
}
