import { schoolInstance } from '../../lib/platform/eu-namespace';
import type { WorkerBindings } from '../../lib/platform/bindings';
import type { PushStore } from './push-store';

/** The school's own subscriber store (in the EU), or undefined on a deployment without the PUSH binding. */
export function pushStore(bindings: WorkerBindings, siteId: string): DurableObjectStub<PushStore> | undefined {
  const binding = bindings.PUSH as DurableObjectNamespace<PushStore> | undefined;
  return binding ? schoolInstance(binding, 'push', siteId) : undefined;
}
