import { schoolInstance } from '../../lib/platform/eu-namespace';
import type { WorkerBindings } from '../../lib/platform/bindings';
import type { PushStore } from './push-store';
import type { PostNotice } from './rules/notice-timing';
import { pushSettingsFrom } from './push-settings';

/** The school's own subscriber store (in the EU), or undefined on a deployment without the PUSH binding. */
export function pushStore(bindings: WorkerBindings, siteId: string): DurableObjectStub<PushStore> | undefined {
  const binding = bindings.PUSH as DurableObjectNamespace<PushStore> | undefined;
  return binding ? schoolInstance(binding, 'push', siteId) : undefined;
}

/**
 * What parents were told about a post (the dashboard shows it on a public post); undefined where the site tells
 * parents nothing (no store, no keys) or the store cannot be reached.
 */
export async function postNotice(
  bindings: WorkerBindings,
  siteId: string,
  postId: string,
): Promise<PostNotice | undefined> {
  const store = pushStore(bindings, siteId);
  if (!store || !pushSettingsFrom((name) => bindings[name])) return undefined;
  try {
    return (await store.postNotices([postId]))[postId];
  } catch {
    return undefined;
  }
}
