import { FileCell } from '../../../components/dash/cells';
import type { Column } from '../../../components/dash/data-table';
import { RecordLinks } from '../../../components/dash/record-links';
import { RecordListPage } from '../../../components/dash/record-list-page';
import { type DashBikelineBest, getDashBikeline, settle } from '../../../lib/content';
import { dynamicRender } from '../../_components/render';

const label = (best: DashBikelineBest) => best.name ?? `Eintrag mit ${best.ranking} km`;

const columns: Column<DashBikelineBest>[] = [
  { header: 'Name', rowHeader: true, cell: label },
  { header: 'Wertung (ranking)', cell: (best) => best.ranking },
  { header: 'Bild', cell: (best) => <FileCell file={best.image} /> },
  { header: 'Aktionen', cell: (best) => <RecordLinks record={best} label={label(best)} view="/bikeline" /> },
];

export default async function DashBikelinePage() {
  return <RecordListPage collection="bikeline_bests" result={await settle(getDashBikeline())} columns={columns} />;
}

export const getConfig = dynamicRender;
