import { BackendUnavailableError, ReadRefusedError } from './read-errors';
import { log, notePageRead } from '../platform/request-context';
import { describeError } from '../platform/log';
import { Read } from './read-result';

export type Settled<T> = { ok: true; value: T } | { ok: false; error: Error };

/**
 * Lets one failing section fail alone: pages await all reads together and render each section from its own outcome.
 * A backend that is down, slow or answers garbage, and a read PocketBase refuses (a field the schema lacks), fail the
 * section; anything else is a bug and is rethrown. This is where a page's reads tell the page cache what they learned
 * (until when they are fresh, whether they stood in for an outage); a failed section is a degraded page.
 */
export async function settle<T>(promise: Promise<Read<T>>): Promise<Settled<T>>;
/** A dashboard section: its reads are fresh, and the dashboard is never kept. */
export async function settle<T>(promise: Promise<T>): Promise<Settled<T>>;
export async function settle<T>(promise: Promise<Read<T> | T>): Promise<Settled<T>> {
  try {
    const outcome = await promise;
    return { ok: true, value: outcome instanceof Read ? used(outcome) : outcome };
  } catch (error) {
    if (!(error instanceof BackendUnavailableError) && !(error instanceof ReadRefusedError)) throw error;
    log('error', error instanceof ReadRefusedError ? 'read-refused' : 'read-failed', { error: describeError(error) });
    notePageRead({ degraded: true });
    return { ok: false, error };
  }
}

/** A read the page renders from, told to the page cache; its value. */
export function used<T>(read: Read<T>): T {
  notePageRead(read);
  return read.value;
}
