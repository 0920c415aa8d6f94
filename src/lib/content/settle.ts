import { BackendUnavailableError } from './cached-fetch';
import { log, markDegraded } from '../platform/request-context';
import { describeError } from '../platform/log';

export type Settled<T> = { ok: true; value: T } | { ok: false; error: Error };

/**
 * Lets one failing section fail alone: pages await all reads together and render each section
 * from its own outcome. Anything but a backend outage is a bug and is rethrown.
 */
export async function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    if (!(error instanceof BackendUnavailableError)) throw error;
    log('error', 'read-failed', { error: describeError(error) });
    markDegraded();
    return { ok: false, error };
  }
}
