import type { Settled } from '../../lib/content';
import { contentFormOf } from '../../lib/domain/content-forms';
import { PageHeader } from '../page-header';
import { PageMeta } from '../page-meta';
import { type Column, DataTable } from './data-table';
import { NewRecordLink } from './record-links';
import { SettledSection } from './settled-section';

type RecordListPageProps<Row extends { id: string }> = {
  /** The collection listed: its page, heading and texts are its entry in CONTENT_FORMS. */
  collection: string;
  result: Settled<Row[]>;
  columns: Column<Row>[];
  flagged?: (row: Row) => boolean;
};

/** A dashboard page that lists one collection's records in one table, with a link to add one. */
export function RecordListPage<Row extends { id: string }>({
  collection,
  result,
  columns,
  flagged,
}: RecordListPageProps<Row>) {
  const form = contentFormOf(collection);
  if (!form?.listing) throw new Error(`${collection}: no listing in CONTENT_FORMS`);
  const { lead, caption, what } = form.listing;
  return (
    <>
      <PageMeta title={`${form.listLabel} – Verwaltung`} path={form.list} noindex />
      <PageHeader title={form.listLabel} lead={lead} />
      <NewRecordLink collection={collection} />
      <SettledSection result={result} what={what}>
        {(rows) => (
          <DataTable caption={`${caption} (${rows.length})`} columns={columns} rows={rows} flagged={flagged} />
        )}
      </SettledSection>
    </>
  );
}
