import type { DashCarouselEntry } from '../../lib/content';
import { thumbUrl } from '../../lib/domain/images';
import { findCarouselProblems } from '../../lib/domain/content-problems';
import { DateCell } from './cells';
import { type Column, DataTable } from './data-table';
import { ProblemList } from './problem-list';
import { RecordLinks } from './record-links';

const label = (entry: DashCarouselEntry) => entry.description ?? 'Ohne Beschreibung';

const columns: Column<DashCarouselEntry>[] = [
  { header: 'Beschreibung', rowHeader: true, cell: label },
  {
    header: 'Bild',
    cell: (entry) =>
      entry.image ? <img src={thumbUrl(entry.image, '320x180')} alt="" width={160} height={90} loading="lazy" /> : '–',
  },
  { header: 'Autor', cell: (entry) => entry.author ?? '–' },
  { header: 'Reihenfolge (idx)', cell: (entry) => entry.idx },
  { header: 'Angelegt', cell: (entry) => <DateCell value={entry.created} /> },
  { header: 'Prüfung', cell: (entry) => <ProblemList problems={findCarouselProblems(entry)} /> },
  {
    header: 'Aktionen',
    cell: (entry) => <RecordLinks record={entry} label={label(entry)} view={entry.image ? '/' : undefined} />,
  },
];

/** Every carousel entry in the site's order; those without an image are listed and flagged, not hidden. */
export function CarouselTable({ entries }: { entries: DashCarouselEntry[] }) {
  return (
    <DataTable
      caption={`Karussell (${entries.length})`}
      columns={columns}
      rows={entries}
      flagged={(entry) => !entry.image}
    />
  );
}
