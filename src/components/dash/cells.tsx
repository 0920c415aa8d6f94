import { wrappingRow } from '../../styles/layout';
import { css, cx } from '@linaria/core';
import { Fragment } from 'react';
import type { FileRef } from '../../lib/content';
import { dashboardDate } from '../../lib/domain/dates';
import { publicPlaces } from '../../lib/domain/post-areas';
import { type Publishing, PUBLISHING_LABELS, publishingState } from '../../lib/domain/publishing';
import type { Post } from '../../lib/domain/types';
import { fontSize } from '../../styles/theme';
import { gridList, unstyledList } from '../../styles/lists';

/** A date on Vienna's clock, as PocketBase's admin UI shows it in a browser set to Vienna's time zone. */
export function DateCell({ value }: { value?: string }) {
  const date = dashboardDate(value);
  if (!date) return <span className={muted}>–</span>;
  return (
    <time dateTime={date.iso} title="Wiener Zeit">
      <span className={part}>{date.vienna} (Wien)</span>
    </time>
  );
}

/** Whether visitors see the record, and for a scheduled one from when (Vienna time). */
export function PublishingCell({ publishing, now }: { publishing: Publishing; now: Date }) {
  const state = publishingState(publishing, now);
  return (
    <>
      <span className={state === 'public' ? undefined : notPublic}>{PUBLISHING_LABELS[state]}</span>
      {state === 'scheduled' && (
        <>
          <br />
          ab <DateCell value={publishing.publishAt} />
        </>
      )}
    </>
  );
}

/** The public lists a post appears in, each linked to its section; none while it is not public. */
export function PlacesCell({
  post,
  now,
}: {
  post: Pick<Post, 'catigory' | 'archiv' | 'pin' | 'publishing'>;
  now: Date;
}) {
  const state = publishingState(post.publishing, now);
  if (state !== 'public') return <span className={muted}>nirgends: {PUBLISHING_LABELS[state]}, nicht öffentlich</span>;
  const places = publicPlaces(post);
  if (places.length === 0) return <span className={muted}>in keiner Liste, nur auf seiner eigenen Seite</span>;
  return (
    <ul className={cx(gridList, placeList)}>
      {places.map((place) => (
        <li key={place.href}>
          <a href={place.href}>{place.name}</a>
        </li>
      ))}
    </ul>
  );
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

const notPublic = css`
  font-weight: 700;
  color: var(--color-danger);
`;

const muted = css`
  color: var(--color-text-muted);
`;

const part = css`
  white-space: nowrap;
`;

const placeList = css`
  gap: 0.125rem;
  min-width: 9rem;
`;

const chips = css`
  ${unstyledList}
  ${wrappingRow}
  gap: 0.25rem;
`;

const chip = css`
  padding: 0 0.5rem;
  border-radius: 999px;
  border: 1px solid var(--color-border);
  background: var(--color-surface-alt);
  font-size: ${fontSize.small};
  white-space: nowrap;
`;
