import { Link } from 'waku';
import type { DashPost } from '../../lib/content';
import { findPostProblems, type KnownIds } from '../../lib/domain/content-problems';
import { CATIGORY_LABELS, dashDetailHref } from '../../lib/domain/post-areas';
import { DateCell, Flags, PlacesCell, PublishingCell, Relations } from './cells';
import { type Column, DataTable } from './data-table';
import { ProblemList } from './problem-list';
import { PostRecordLinks } from './record-links';

const columns = (known: KnownIds, now: Date): Column<DashPost>[] => [
  { header: 'Titel', rowHeader: true, cell: (post) => <Link to={dashDetailHref(post)}>{post.title}</Link> },
  { header: 'Datum', cell: (post) => <DateCell value={post.date} /> },
  { header: 'Status', cell: (post) => <PublishingCell publishing={post.publishing} now={now} /> },
  {
    header: 'Kategorie',
    cell: (post) => (
      <>
        {CATIGORY_LABELS[post.catigory] ?? post.catigory}
        <Flags
          flags={[
            [post.pin, 'Angeheftet'],
            [post.archiv, 'Archiviert'],
          ]}
          quiet
        />
      </>
    ),
  },
  { header: 'Auf der Website', cell: (post) => <PlacesCell post={post} now={now} /> },
  {
    header: 'Klassen',
    cell: (post) => (
      <Relations ids={post.classIds} known={post.classes.map((c) => ({ id: c.id, name: c.displayName }))} />
    ),
  },
  { header: 'Lehrkräfte', cell: (post) => <Relations ids={post.teacherIds} known={post.teachers} /> },
  { header: 'Dateien', cell: (post) => post.files.length },
  { header: 'Prüfung', cell: (post) => <ProblemList problems={findPostProblems(post, known)} /> },
  { header: 'Aktionen', cell: (post) => <PostRecordLinks post={post} /> },
];

/** The table behind every post list of the dashboard (posts, creative, projects, theater, parents, …). */
export function PostTable({ caption, posts, known }: { caption: string; posts: DashPost[]; known: KnownIds }) {
  return (
    <DataTable
      caption={caption}
      columns={columns(known, new Date())}
      rows={posts}
      flagged={(post) => findPostProblems(post, known).length > 0}
      empty="Keine Beiträge vorhanden."
    />
  );
}
