import { Link } from 'waku';
import type { CalendarEntry, Post } from '../../../../lib/content';
import { CATIGORY_LABELS, dashDetailHref } from '../../../../lib/domain/post-areas';
import { DateCell, PublishingCell } from '../../../../components/dash/cells';
import { type Column, DataTable } from '../../../../components/dash/data-table';

const eventColumns = (now: Date): Column<CalendarEntry>[] => [
  { header: 'Termin', rowHeader: true, cell: (entry) => entry.title },
  { header: 'Status', cell: (entry) => <PublishingCell publishing={entry.publishing} now={now} /> },
  { header: 'Beginn', cell: (entry) => <DateCell value={entry.from} /> },
  { header: 'Ende', cell: (entry) => <DateCell value={entry.to} /> },
  { header: 'Klassen', cell: (entry) => entry.classes.map((cls) => cls.displayName).join(', ') || '–' },
  { header: 'Countdown', cell: (entry) => (entry.countdown ? 'Ja' : 'Nein') },
];

const recentColumns = (now: Date): Column<Post>[] => [
  { header: 'Titel', rowHeader: true, cell: (post) => <Link to={dashDetailHref(post)}>{post.title}</Link> },
  { header: 'Status', cell: (post) => <PublishingCell publishing={post.publishing} now={now} /> },
  { header: 'Kategorie', cell: (post) => CATIGORY_LABELS[post.catigory] ?? post.catigory },
  { header: 'Zuletzt geändert', cell: (post) => <DateCell value={post.updated} /> },
];

/** The overview's next calendar entries, drafts and scheduled ones among them, each saying whether it is public. */
export function UpcomingEventsTable({ entries, now }: { entries: CalendarEntry[]; now: Date }) {
  return <DataTable caption={`Die nächsten ${entries.length} Termine`} columns={eventColumns(now)} rows={entries} />;
}

/** The overview's latest changed posts, each saying whether it is public. */
export function RecentPostsTable({ posts, now }: { posts: Post[]; now: Date }) {
  return <DataTable caption="Zuletzt geänderte Beiträge" columns={recentColumns(now)} rows={posts} />;
}
