import { DateCell } from '../../../components/dash/cells';
import { type Column, DataTable } from '../../../components/dash/data-table';
import { NewRecordLink, RecordLinks } from '../../../components/dash/record-links';
import { SettledSection } from '../../../components/dash/settled-section';
import { PageHeader } from '../../../components/page-header';
import { PageMeta } from '../../../components/page-meta';
import { type DashSaying, getDashSayings, settle } from '../../../lib/content';

const columns: Column<DashSaying>[] = [
  { header: 'Spruch', rowHeader: true, cell: (saying) => saying.text || '–' },
  { header: 'Autor:in', cell: (saying) => saying.author ?? '–' },
  { header: 'Angelegt', cell: (saying) => <DateCell value={saying.created} /> },
  { header: 'Aktionen', cell: (saying) => <RecordLinks record={saying} label={saying.text} view="/" /> },
];

export default async function DashSayingPage() {
  const sayings = await settle(getDashSayings());
  return (
    <>
      <PageMeta title="Spruch der Woche – Verwaltung" path="/dash/saying" noindex />
      <PageHeader
        title="Spruch der Woche"
        lead="Die Sammlung saying_of_the_week. Die Startseite zeigt den zuletzt angelegten Spruch (erste Zeile)."
      />
      <NewRecordLink collection="saying_of_the_week" />
      <SettledSection result={sayings} what="Die Sprüche">
        {(rows) => <DataTable caption={`Sprüche der Woche (${rows.length})`} columns={columns} rows={rows} />}
      </SettledSection>
    </>
  );
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};
