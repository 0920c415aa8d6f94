import type { StaffRole } from '../domain/staff-roles';
import { AsyncLocalStorage } from 'node:async_hooks';
import { getEnv } from 'waku/server';
import type { HeadTag } from '../domain/head-tags';
import type { RouteRequest } from '../domain/route-request';
import { fallbackSchool, type SchoolIdentity } from '../domain/school';
import { DEFAULT_SITE_ID, type SiteConfig, siteConfigFrom } from './config';
import type { WorkerBindings } from './bindings';
import { Limiter } from './limiter';
import { describeError, type LogFields, type LogLevel, writeLog } from './log';
import { leaveStaticHtml, releaseStaticHtml } from './static-html-handover';

/** The signed-in staff member, as the auth guard verified them for this request. */
export type StaffSession = {
  id: string;
  email: string;
  name: string;
  /** What PocketBase lets this account write (users.role), as it said at sign-in or at the last check. */
  role: StaffRole;
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
 * Everything one request computes once and carries between the edge router's middleware, the pages and the content
 * layer. The first middleware makes it (middleware/start-request); middleware reads it as `c.var.request`,
 * pages and the content layer, which Waku gives no Hono context, through `currentRequest()`.
 */
export type RequestContext = {
  readonly url: URL;
  /** How Waku routes this request (domain/route-request). */
  readonly route: RouteRequest;
  /** The settings of the school this request is for. */
  readonly config: SiteConfig;
  readonly bindings: WorkerBindings;
  /** CSP nonce React writes on the scripts it emits. */
  readonly nonce: string;
  readonly trace: RequestTrace;
  /** At most six backend reads of this request at once. */
  readonly limiter: Limiter;
  /** Keeps background work alive after the answer (the Workers execution context); absent outside workerd. */
  readonly waitUntil?: (promise: Promise<unknown>) => void;
  /** The time (ms since epoch) the page cache and the reads' copies are judged by: the runtime's, or a test's. */
  readonly clock: () => number;
  /** How PocketBase is reached (platform/backend-fetch): the runtime's fetch, or a test's stand-in backend. */
  readonly backend: typeof fetch;
  /** Set by the auth guard on every /dash page except the login page. */
  staffSession?: StaffSession;
  /** This browser's form cookie (src/features/editing/form-state.ts), read by the auth guard with the session. */
  formBrowser?: string;
  /** A status other than 200 the page asks for while still rendering its own content. */
  pageStatus?: number;
  /** A read failed, or stood in for an outage, and the page shows a notice or old data: never keep such a page. */
  degraded: boolean;
  /** When the first of the reads this page was rendered from expires (ms since epoch), as they returned it. */
  readsExpireAt?: number;
  /** The school's identity, read once per rendered request, started before the page's own reads. */
  school?: Promise<SchoolIdentity>;
  /** A collection the page needs that PocketBase does not have (the schema is not installed yet). */
  missingCollection?: string;
  /** JSON-LD the page describes itself with; the edge writes it into <head> (middleware/page-head). */
  structuredData: unknown[];
  /** The page's description, canonical and share tags; the edge writes them into <head> (middleware/page-head). */
  headTags: HeadTag[];
  /** A public page load: <StaticHtml> hands its content to the HTML pass beside the payload. */
  pageLoad: boolean;
  /** The ids this request's <StaticHtml> elements left for the HTML pass; released when the page is written. */
  staticHtmlIds: string[];
  /** The CSP source of the page's inline stylesheet (page-head or the page cache), for the security headers. */
  pageStyle?: string;
};

/** Hono's typing of the edge router: the bindings, and the request context under `request`. */
export type SiteEnv = { Bindings: WorkerBindings; Variables: { request: RequestContext } };

/** Workers allow six open connections per invocation; we never ask for more. */
export const MAX_BACKEND_CONNECTIONS = 6;
/** The request each piece of work belongs to, across its awaits (the runtime's nodejs_als, wrangler.toml). */
const requests = new AsyncLocalStorage<RequestContext>();
const fallbackLimiter = new Limiter(MAX_BACKEND_CONNECTIONS);

type ContextInit = Pick<RequestContext, 'url' | 'route' | 'config' | 'bindings' | 'nonce' | 'waitUntil'> &
  Partial<Pick<RequestContext, 'clock' | 'backend'>>;

/** A new request's context (start-request makes it; a test of a read may make its own). */
export function createRequestContext(init: ContextInit): RequestContext {
  return {
    clock: Date.now,
    backend: (input, init) => fetch(input, init),
    ...init,
    trace: { id: crypto.randomUUID(), backendReads: 0, backendMs: 0 },
    limiter: new Limiter(MAX_BACKEND_CONNECTIONS),
    degraded: false,
    structuredData: [],
    headTags: [],
    pageLoad: false,
    staticHtmlIds: [],
  };
}

/** Runs `work` (the rest of the edge router, Waku's rendering, the reads) as this request's. */
export function runInRequest<T>(context: RequestContext, work: () => T): T {
  return requests.run(context, work);
}

/** This request's context, or undefined outside a request (Durable Objects, the cron, unit tests of a pure part). */
export function currentRequest(): RequestContext | undefined {
  return requests.getStore();
}

/** Thrown by dashboard reads that run without a verified session (the guard was bypassed). */
export class NotSignedInError extends Error {
  constructor() {
    super('dashboard data requested without a verified staff session');
    this.name = 'NotSignedInError';
  }
}

export function getStaffSession(): StaffSession | undefined {
  return currentRequest()?.staffSession;
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
  const current = currentRequest();
  if (current) current.pageStatus = status;
}

/**
 * What one of the page's reads returned besides its value (content/read-result), told where the page awaits it
 * (content/settle, the school's read, the machine routes): the page cache keeps the page no longer than its first
 * read expires, and never a degraded page. Reads themselves write nothing into the request.
 */
export function notePageRead({ expiresAt, degraded }: { expiresAt?: number; degraded: boolean }): void {
  const current = currentRequest();
  if (!current) return;
  if (degraded) current.degraded = true;
  if (expiresAt !== undefined) current.readsExpireAt = Math.min(current.readsExpireAt ?? expiresAt, expiresAt);
}

/**
 * The settings of the school this request is for, as the edge router resolved them once; outside a request (unit
 * tests, background work) the worker's variables as `getEnv` reads them.
 */
export function getSiteConfig(): SiteConfig {
  return currentRequest()?.config ?? siteConfigFrom(getEnv);
}

/** The school this request renders for; its configured names while the school record is not read. */
export function currentSchool(): Promise<SchoolIdentity> {
  const current = currentRequest();
  if (current?.school) return current.school;
  const { schoolName, schoolShortName, siteId } = current?.config ?? getSiteConfig();
  return Promise.resolve(fallbackSchool(schoolName, schoolShortName, siteId === DEFAULT_SITE_ID));
}

export function noteMissingCollection(name: string): void {
  const current = currentRequest();
  if (current) current.missingCollection ??= name;
}

export function addStructuredData(data: unknown): void {
  currentRequest()?.structuredData.push(data);
}

export function addHeadTags(tags: HeadTag[]): void {
  currentRequest()?.headTags.push(...tags);
}

/** On a public page load, leaves `html` for the HTML pass and returns its id; otherwise undefined. */
export function handOverStaticHtml(html: string): string | undefined {
  const current = currentRequest();
  if (!current?.pageLoad) return undefined;
  const id = leaveStaticHtml(html);
  current.staticHtmlIds.push(id);
  return id;
}

export function releaseHandedOverHtml(context: RequestContext): void {
  releaseStaticHtml(context.staticHtmlIds.splice(0));
}

/** One log line, with this request's id when there is a request. */
export function log(level: LogLevel, event: string, fields: LogFields = {}): void {
  writeLog(level, event, { requestId: currentRequest()?.trace.id, ...fields });
}

export function noteBackendRead(ms: number): void {
  const trace = currentRequest()?.trace;
  if (!trace) return;
  trace.backendReads += 1;
  trace.backendMs += ms;
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
export function runInBackground(promise: Promise<unknown>, job?: string): void {
  const handled = promise.catch((error) =>
    log('error', 'background-work-failed', { ...(job ? { job } : {}), error: describeFailure(error) }),
  );
  currentRequest()?.waitUntil?.(handled);
}

/**
 * A named job that starts once this request's answer is out (the work may use the request's own context, which the
 * answer no longer needs), kept alive under waitUntil; a failure is logged with the job's name.
 */
export function runAfterAnswer(job: string, work: () => Promise<unknown>): void {
  runInBackground(new Promise((resolve) => setTimeout(resolve, 0)).then(work), job);
}

/** The time the page cache and the reads' copies are judged by: this request's clock, or the runtime's. */
export function now(): number {
  return currentRequest()?.clock() ?? Date.now();
}

/** Keeps a read that other requests may be waiting on alive even if the request that started it goes away. */
export function keepAlive(promise: Promise<unknown>): void {
  currentRequest()?.waitUntil?.(promise.catch(() => undefined));
}

/** At most six backend reads of this request at once. */
export function requestLimiter(): Limiter {
  return currentRequest()?.limiter ?? fallbackLimiter;
}
