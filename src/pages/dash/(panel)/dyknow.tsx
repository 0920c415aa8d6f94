import { DateCell } from '../../../components/dash/cells';
import { type Column, DataTable } from '../../../components/dash/data-table';
import { NewRecordLink, RecordLinks } from '../../../components/dash/record-links';
import { SettledSection } from '../../../components/dash/settled-section';
import { PageHeader } from '../../../components/page-header';
import { PageMeta } from '../../../components/page-meta';
import { type DashFact, getDashFacts, settle } from '../../../lib/content';

const columns: Column<DashFact>[] = [
  { header: 'Fakt', rowHeader: true, cell: (fact) => fact.text || '–' },
  { header: 'Angelegt', cell: (fact) => <DateCell value={fact.created} /> },
  { header: 'Aktionen', cell: (fact) => <RecordLinks record={fact} label={fact.text} view="/" /> },
];

export default async function DashFactsPage() {
  const facts = await settle(getDashFacts());
  return (
    <>
      <PageMeta title="Wusstest du? – Verwaltung" path="/dash/dyknow" noindex />
      <PageHeader
        title="Wusstest du?"
        lead="Die Sammlung do_you_know. Die Startseite zeigt den zuletzt angelegten Fakt (erste Zeile)."
      />
      <NewRecordLink collection="do_you_know" />
      <SettledSection result={facts} what="Die Fakten">
        {(rows) => <DataTable caption={`Wusstest-du-Fakten (${rows.length})`} columns={columns} rows={rows} />}
      </SettledSection>
    </>
  );
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};
