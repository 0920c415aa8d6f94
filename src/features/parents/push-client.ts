import { schoolInstance } from '../../lib/platform/eu-namespace';
import type { WorkerBindings } from '../../lib/platform/bindings';
import type { PushStore } from './push-store';
import type { PostNotice } from './rules/notice-timing';
import { pushSettingsFrom } from './push-settings';
import { readSetting } from '../../lib/platform/settings';

/** The school's own subscriber store (in the EU), or undefined on a deployment without the PUSH binding. */
export function pushStore(bindings: WorkerBindings, siteId: string): DurableObjectStub<PushStore> | undefined {
  const binding = bindings.PUSH as DurableObjectNamespace<PushStore> | undefined;
  return binding ? schoolInstance(binding, 'push', siteId) : undefined;
}

/** The school's store for parents' e-mail, or undefined where the site sends none (no store, no PARENT_MAIL_KEY). */
export function mailStore(bindings: WorkerBindings, siteId: string): DurableObjectStub<PushStore> | undefined {
  return mailKey(bindings) ? pushStore(bindings, siteId) : undefined;
}

/** PARENT_MAIL_KEY, when the deployment has one. */
export const mailKey = (bindings: WorkerBindings): string | undefined =>
  readSetting('PARENT_MAIL_KEY', bindings.PARENT_MAIL_KEY);

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
  if (!store || (!pushSettingsFrom((name) => bindings[name]) && !mailKey(bindings))) return undefined;
  try {
    return (await store.postNotices([postId]))[postId];
  } catch {
    return undefined;
  }
}
