import { BackendUnavailableError, ReadRefusedError } from './cached-fetch';
import { log, markDegraded } from '../platform/request-context';
import { describeError } from '../platform/log';

export type Settled<T> = { ok: true; value: T } | { ok: false; error: Error };

/**
 * Lets one failing section fail alone: pages await all reads together and render each section from its own outcome.
 * A backend that is down, slow or answers garbage, and a read PocketBase refuses (a field the schema lacks), fail the
 * section; anything else is a bug and is rethrown.
 */
export async function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    if (!(error instanceof BackendUnavailableError) && !(error instanceof ReadRefusedError)) throw error;
    log('error', error instanceof ReadRefusedError ? 'read-refused' : 'read-failed', { error: describeError(error) });
    markDegraded();
    return { ok: false, error };
  }
}
