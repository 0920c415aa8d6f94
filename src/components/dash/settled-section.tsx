import type { ReactNode } from 'react';
import type { Settled } from '../../lib/content';
import { SectionUnavailable } from '../section-unavailable';

/** Renders a section from its own read: the content, or the notice when the backend failed. */
export function SettledSection<T>({
  result,
  what,
  children,
}: {
  result: Settled<T>;
  /** Plural subject of the notice, e.g. "Die Beiträge". */
  what: string;
  children: (value: T) => ReactNode;
}) {
  return result.ok ? children(result.value) : <SectionUnavailable what={what} />;
}
