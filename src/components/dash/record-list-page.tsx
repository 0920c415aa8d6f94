import type { Settled } from '../../lib/content';
import { PageHeader } from '../page-header';
import { PageMeta } from '../page-meta';
import { type Column, DataTable } from './data-table';
import { NewRecordLink } from './record-links';
import { SettledSection } from './settled-section';

type RecordListPageProps<Row extends { id: string }> = {
  /** The page's heading; the browser's title adds "– Verwaltung". */
  title: string;
  path: string;
  lead: string;
  /** The collection a new record goes into. */
  collection: string;
  result: Settled<Row[]>;
  /** Plural subject of the notice when the read failed, e.g. "Die Sprüche". */
  what: string;
  /** The table's caption; the number of rows follows it. */
  caption: string;
  columns: Column<Row>[];
  flagged?: (row: Row) => boolean;
};

/** A dashboard page that lists one collection's records in one table, with a link to add one. */
export function RecordListPage<Row extends { id: string }>({
  title,
  path,
  lead,
  collection,
  result,
  what,
  caption,
  columns,
  flagged,
}: RecordListPageProps<Row>) {
  return (
    <>
      <PageMeta title={`${title} – Verwaltung`} path={path} noindex />
      <PageHeader title={title} lead={lead} />
      <NewRecordLink collection={collection} />
      <SettledSection result={result} what={what}>
        {(rows) => (
          <DataTable caption={`${caption} (${rows.length})`} columns={columns} rows={rows} flagged={flagged} />
        )}
      </SettledSection>
    </>
  );
}
