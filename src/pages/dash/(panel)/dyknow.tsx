import { DateCell } from '../../../components/dash/cells';
import type { Column } from '../../../components/dash/data-table';
import { RecordLinks } from '../../../components/dash/record-links';
import { RecordListPage } from '../../../components/dash/record-list-page';
import { type DashFact, getDashFacts, settle } from '../../../lib/content';
import { dynamicRender } from '../../_components/render';

const columns: Column<DashFact>[] = [
  { header: 'Fakt', rowHeader: true, cell: (fact) => fact.text || '–' },
  { header: 'Angelegt', cell: (fact) => <DateCell value={fact.created} /> },
  { header: 'Aktionen', cell: (fact) => <RecordLinks record={fact} label={fact.text} view="/" /> },
];

export default async function DashFactsPage() {
  return <RecordListPage collection="do_you_know" result={await settle(getDashFacts())} columns={columns} />;
}

export const getConfig = dynamicRender;
