import { Link } from 'waku';
import type { Unpublished } from '../../lib/content';
import { dashboardDate } from '../../lib/domain/dates';
import { PUBLISHING_LABELS, type PublishingState, publishingState } from '../../lib/domain/publishing';

const STATES: Exclude<PublishingState, 'public'>[] = ['draft', 'review', 'scheduled'];

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
        {STATES.map((state) => (
          <li key={state}>
            {PUBLISHING_LABELS[state]}:{' '}
            <strong>{unpublished.posts.filter((post) => stateOf(post) === state).length}</strong> Beiträge
          </li>
        ))}
        <li>
          Termine, die der Kalender noch nicht zeigt: <strong>{entries}</strong>
        </li>
      </ul>
      {next && <p>Der nächste geplante Beitrag erscheint am {dashboardDate(next)?.vienna} (Wiener Zeit).</p>}
      <p>
        <Link to="/dash/publishing">Entwürfe und Geplantes mit Vorschau</Link>
      </p>
    </>
  );
}
