import { DateCell } from '../../../components/dash/cells';
import type { Column } from '../../../components/dash/data-table';
import { RecordLinks } from '../../../components/dash/record-links';
import { RecordListPage } from '../../../components/dash/record-list-page';
import { type DashSaying, getDashSayings, settle } from '../../../lib/content';
import { dynamicRender } from '../../_components/render';

const columns: Column<DashSaying>[] = [
  { header: 'Spruch', rowHeader: true, cell: (saying) => saying.text || '–' },
  { header: 'Autor:in', cell: (saying) => saying.author ?? '–' },
  { header: 'Angelegt', cell: (saying) => <DateCell value={saying.created} /> },
  { header: 'Aktionen', cell: (saying) => <RecordLinks record={saying} label={saying.text} view="/" /> },
];

export default async function DashSayingPage() {
  return <RecordListPage collection="saying_of_the_week" result={await settle(getDashSayings())} columns={columns} />;
}

export const getConfig = dynamicRender;
