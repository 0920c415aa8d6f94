import type { FormErrors } from '../domain/post-form';
import { describeError } from '../platform/log';
import { log } from '../platform/request-context';
import { isSessionId, newSessionId, type StaffAuthClient } from './auth/staff-auth-client';

/** A form that could not be saved: what was typed, the messages per field, and what to say above it. */
export type FormState<V> = {
  values: V;
  errors: FormErrors;
  message?: string;
  /** Files were chosen but not kept: the form asks for them again. */
  filesAgain?: boolean;
};

/** How long a form that could not be saved is kept for its page to show again (then the alarm deletes it). */
export const FORM_STATE_TTL_MS = 60 * 60_000;
/** The query parameter that names it. */
export const FORM_STATE_PARAM = 'formular';

/** Keeps a form's state for its page; undefined when the store cannot (the caller answers without it). */
export async function keepFormState<V>(
  store: StaffAuthClient,
  userId: string | undefined,
  state: FormState<V>,
): Promise<string | undefined> {
  const id = newSessionId();
  try {
    await store.putForm(id, { expiresAt: Date.now() + FORM_STATE_TTL_MS, ...(userId ? { userId } : {}), state });
    return id;
  } catch (error) {
    log('error', 'form-state-unavailable', { error: describeError(error) });
    return undefined;
  }
}

/** The state kept under `id`, for the staff member who typed it (or anyone signed in, if it was kept signed out). */
export async function loadFormState<V>(
  store: StaffAuthClient,
  id: string | undefined,
  userId: string,
): Promise<FormState<V> | undefined> {
  if (!isSessionId(id)) return undefined;
  const stored = await store.getForm(id).catch(() => null);
  if (!stored || (stored.userId && stored.userId !== userId)) return undefined;
  return stored.state as FormState<V>;
}
