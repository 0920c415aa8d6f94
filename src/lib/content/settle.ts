import { BackendUnavailableError } from './cached-fetch';
import { markDegraded } from '../platform/request-state';

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
    console.error('[content] read failed:', error.message);
    markDegraded();
    return { ok: false, error };
  }
}
