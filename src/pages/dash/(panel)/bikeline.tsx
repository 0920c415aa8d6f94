import { FileCell } from '../../../components/dash/cells';
import { type Column, DataTable } from '../../../components/dash/data-table';
import { NewRecordLink, RecordLinks } from '../../../components/dash/record-links';
import { SettledSection } from '../../../components/dash/settled-section';
import { PageHeader } from '../../../components/page-header';
import { PageMeta } from '../../../components/page-meta';
import { type DashBikelineBest, getDashBikeline, settle } from '../../../lib/content';

const label = (best: DashBikelineBest) => best.name ?? `Eintrag mit ${best.ranking} km`;

const columns: Column<DashBikelineBest>[] = [
  { header: 'Name', rowHeader: true, cell: label },
  { header: 'Wertung (ranking)', cell: (best) => best.ranking },
  { header: 'Bild', cell: (best) => <FileCell file={best.image} /> },
  { header: 'Aktionen', cell: (best) => <RecordLinks record={best} label={label(best)} view="/bikeline" /> },
];

export default async function DashBikelinePage() {
  const bests = await settle(getDashBikeline());
  return (
    <>
      <PageMeta title="Bikeline – Verwaltung" path="/dash/bikeline" noindex />
      <PageHeader
        title="Bikeline"
        lead="Die Sammlung bikeline_bests. Die Website reiht nach ranking, höchster Wert zuerst."
      />
      <NewRecordLink collection="bikeline_bests" />
      <SettledSection result={bests} what="Die Bikeline-Einträge">
        {(rows) => <DataTable caption={`Bikeline-Rangliste (${rows.length})`} columns={columns} rows={rows} />}
      </SettledSection>
    </>
  );
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};
