import { css } from '@linaria/core';
import { ServerUnreachableSignal } from './shell/server-unreachable-signal';

/** What a section shows when its content could not be loaded; also raises the shell's overlay. */
export function SectionUnavailable({ what }: { what: string }) {
  return (
    <div className={notice} role="status">
      <ServerUnreachableSignal />
      <strong>{what} können gerade nicht geladen werden.</strong> Bitte versuchen Sie es in ein paar Minuten erneut.
    </div>
  );
}

const notice = css`
  padding: 1rem 1.25rem;
  border: 1px dashed var(--color-border);
  border-radius: var(--radius);
  background: var(--color-surface-alt);
  color: var(--color-text);
`;
