import type { FormErrors } from '../../lib/domain/post-form-rules';
import { FORM_COOKIE_MINUTES } from '../../lib/domain/staff-cookies';
import { describeError } from '../../lib/platform/log';
import { currentRequest, getStaffSession, log } from '../../lib/platform/request-context';
import { isSessionId, newSessionId, type SignedOutOrigin, type StaffAuthClient, staffAuthClient } from '../staff';

/** A form that could not be saved: what was typed, the messages per field, and what to say above it. */
export type FormState<V> = {
  values: V;
  errors: FormErrors;
  message?: string;
  /** Files were chosen but not kept: the form asks for them again (`chosen`: their names, as sent). */
  filesAgain?: boolean;
  chosen?: string[];
  /** A button that asks first was pressed: the page asks (and, for a version, which one). */
  confirm?: { action: string; version?: string };
};

/** How long a form that could not be saved is kept for its page to show again (then the alarm deletes it). */
export const FORM_STATE_TTL_MS = FORM_COOKIE_MINUTES * 60_000;
/** The query parameter that names it. */
export const FORM_STATE_PARAM = 'formular';

/** Who may see a kept form again: the browser's form cookie, and the account that typed it when known. */
export type FormOwner = { browser: string; userId?: string };

/** The form cookie a browser keeps (a random id), or a new one when it has none that could be one. */
export const formBrowserId = (cookie: string | undefined): string => (isSessionId(cookie) ? cookie : newSessionId());

/** The store keeps only a hash of the browser's id: reading the store reveals no cookie. */
async function browserHash(browser: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`staff-form:${browser}`));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Keeps a form's state for its page, for `owner` alone; undefined when the store cannot, or when a browser without a
 * live session (`signedOut`) has used up its address's budget (the caller answers without it).
 */
export async function keepFormState<V>(
  store: StaffAuthClient,
  owner: FormOwner,
  state: FormState<V>,
  signedOut?: SignedOutOrigin,
): Promise<string | undefined> {
  const id = newSessionId();
  try {
    const form = {
      expiresAt: Date.now() + FORM_STATE_TTL_MS,
      browser: await browserHash(owner.browser),
      ...(owner.userId ? { userId: owner.userId } : {}),
      state,
    };
    return (await store.putForm(id, form, signedOut)) ? id : undefined;
  } catch (error) {
    log('error', 'form-state-unavailable', { error: describeError(error) });
    return undefined;
  }
}

/**
 * The state kept under `id`, only in the browser that sent it (its form cookie) and only for the account that typed
 * it (a form kept when no account was known goes to whoever signed in, in that browser).
 */
export async function loadFormState<V>(
  store: StaffAuthClient,
  id: string | undefined,
  reader: { browser: string | undefined; userId: string },
): Promise<FormState<V> | undefined> {
  if (!isSessionId(id) || !isSessionId(reader.browser)) return undefined;
  const stored = await store.getForm(id).catch(() => null);
  if (!stored || stored.browser !== (await browserHash(reader.browser))) return undefined;
  if (stored.userId && stored.userId !== reader.userId) return undefined;
  return stored.state as FormState<V>;
}

/**
 * The form this page's address names (`?formular=`), for the signed-in staff member in this browser only; undefined
 * when there is none, it is another's, or the store cannot say (a page never fails for it).
 */
export async function loadKeptForm<V>(params: URLSearchParams): Promise<FormState<V> | undefined> {
  const request = currentRequest();
  const session = getStaffSession();
  if (!request || !session) return undefined;
  const store = staffAuthClient(request.bindings, request.config.siteId);
  return loadFormState<V>(store, params.get(FORM_STATE_PARAM) ?? undefined, {
    browser: request.formBrowser,
    userId: session.id,
  }).catch(() => undefined);
}
