import { Link } from 'waku';
import type { Unpublished } from '../../lib/content';
import { dashboardDate } from '../../lib/domain/dates';
import { type PublishingState, publishingState } from '../../lib/domain/publishing';

/** The dashboard's sections of what is not public yet, in the order of the workflow. */
export const UNPUBLISHED_SECTIONS: Array<{
  state: Exclude<PublishingState, 'public'>;
  caption: string;
  /** Where the list of /dash/publishing shows this section: the overview's count links to it. */
  anchor: string;
}> = [
  { state: 'draft', caption: 'Entwürfe', anchor: 'entwuerfe' },
  { state: 'review', caption: 'Zur Prüfung', anchor: 'zur-pruefung' },
  { state: 'scheduled', caption: 'Geplant', anchor: 'geplant' },
];
export const CALENDAR_ANCHOR = 'termine';

/** The overview's count of what visitors do not see yet, and when the next scheduled post appears. */
export function UnpublishedSummary({ unpublished, now }: { unpublished: Unpublished; now: Date }) {
  const stateOf = (record: { publishing: Unpublished['posts'][number]['publishing'] }) =>
    publishingState(record.publishing, now);
  const next = unpublished.posts
    .filter((post) => stateOf(post) === 'scheduled')
    .map((post) => post.publishing.publishAt)
    .sort()[0];
  const entries = unpublished.calendar.length;
  return (
    <>
      <ul>
        {UNPUBLISHED_SECTIONS.map(({ state, caption, anchor }) => (
          <li key={state}>
            <Link to={`/dash/publishing#${anchor}`}>
              {`${caption}: `}
              <strong>{unpublished.posts.filter((post) => stateOf(post) === state).length}</strong>
            </Link>
          </li>
        ))}
        <li>
          <Link to={`/dash/publishing#${CALENDAR_ANCHOR}`}>
            {'Termine, die der Kalender noch nicht zeigt: '}
            <strong>{entries}</strong>
          </Link>
        </li>
      </ul>
      {next && <p>Der nächste geplante Beitrag erscheint am {dashboardDate(next)?.vienna} (Wiener Zeit).</p>}
      <p>
        <Link to="/dash/publishing">Entwürfe und Geplantes: prüfen, veröffentlichen, planen</Link>
      </p>
    </>
  );
}
