import { DateCell } from '../../../components/dash/cells';
import type { Column } from '../../../components/dash/data-table';
import { RecordLinks } from '../../../components/dash/record-links';
import { RecordListPage } from '../../../components/dash/record-list-page';
import { type DashRedirect, getDashRedirects, settle } from '../../../lib/content';
import { dynamicRender } from '../../_components/render';

const columns: Column<DashRedirect>[] = [
  { header: 'Alte Adresse', rowHeader: true, cell: (redirect) => redirect.from },
  { header: 'Führt zu', cell: (redirect) => <a href={redirect.to}>{redirect.to}</a> },
  { header: 'Angelegt', cell: (redirect) => <DateCell value={redirect.created} /> },
  {
    header: 'Aktionen',
    cell: (redirect) => <RecordLinks record={redirect} label={redirect.from} view={redirect.to} />,
  },
];

export default async function DashRedirectsPage() {
  return <RecordListPage collection="redirects" result={await settle(getDashRedirects())} columns={columns} />;
}

export const getConfig = dynamicRender;
