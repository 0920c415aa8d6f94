import { css } from '@linaria/core';
import { Fragment } from 'react';
import type { FileRef } from '../../lib/content';
import { type DateFormat, formatDate } from '../../lib/domain/dates';

export function DateCell({ value, format = 'short' }: { value?: string; format?: DateFormat }) {
  if (!value) return <span className={muted}>–</span>;
  return <time dateTime={value.replace(' ', 'T')}>{formatDate(value, format)}</time>;
}

/** Boolean flags spelt out, e.g. "Angeheftet", "Archiviert"; a dash (or, when quiet, nothing) when none is set. */
export function Flags({ flags, quiet }: { flags: Array<[boolean, string]>; quiet?: boolean }) {
  const set = flags.filter(([on]) => on).map(([, label]) => label);
  if (set.length === 0) return quiet ? null : <span className={muted}>–</span>;
  return (
    <ul className={chips}>
      {set.map((label) => (
        <li key={label} className={chip}>
          {label}
        </li>
      ))}
    </ul>
  );
}

/** Names of related records; ids that match no record stay visible as such. */
export function Relations({ ids, known }: { ids: string[]; known: Array<{ id: string; name: string }> }) {
  if (ids.length === 0) return <span className={muted}>–</span>;
  const names = new Map(known.map((record) => [record.id, record.name]));
  return ids.map((id, index) => (
    <Fragment key={id}>
      {index > 0 && ', '}
      {names.get(id) ?? <em>unbekannte ID {id}</em>}
    </Fragment>
  ));
}

export function FileCell({ file, missing = 'fehlt' }: { file?: FileRef; missing?: string }) {
  if (!file) return <span className={muted}>{missing}</span>;
  // Upload names carry a random suffix and never wrap; the type is what staff need to see.
  return (
    <a href={file.url} title={file.name}>
      {(file.name.split('.').pop() ?? '').toUpperCase()}-Datei
    </a>
  );
}

const muted = css`
  color: var(--color-text-muted);
`;

const chips = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
`;

const chip = css`
  padding: 0 0.5rem;
  border-radius: 999px;
  border: 1px solid var(--color-border);
  background: var(--color-surface-alt);
  font-size: 0.85rem;
  white-space: nowrap;
`;
