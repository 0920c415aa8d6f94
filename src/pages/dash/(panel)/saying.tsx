import { DateCell } from '../../../components/dash/cells';
import type { Column } from '../../../components/dash/data-table';
import { RecordLinks } from '../../../components/dash/record-links';
import { RecordListPage } from '../../../components/dash/record-list-page';
import { type DashSaying, getDashSayings, settle } from '../../../lib/content';
import { currentSaying, sayingShown } from '../../../lib/domain/content-order';
import { dynamicRender } from '../../_components/render';

/** Where a saying stands: on the home page now, planned from a day, or one of the earlier ones. */
function WhenCell({ saying, current, now }: { saying: DashSaying; current: DashSaying | undefined; now: Date }) {
  if (saying === current) return <strong>Jetzt auf der Startseite</strong>;
  if (saying.week && !sayingShown(saying, now)) return <>{`Geplant ab ${viennaDay(saying.week)}`}</>;
  return <>{saying.week ? `Stand ab ${viennaDay(saying.week)}` : 'Früher'}</>;
}

const viennaDay = (at: string) =>
  new Intl.DateTimeFormat('de-AT', { dateStyle: 'full', timeZone: 'Europe/Vienna' }).format(
    new Date(at.replace(' ', 'T')),
  );

const columnsAt = (current: DashSaying | undefined, now: Date): Column<DashSaying>[] => [
  { header: 'Spruch', rowHeader: true, cell: (saying) => saying.text || '–' },
  { header: 'Autor:in', cell: (saying) => saying.author ?? '–' },
  { header: 'Auf der Startseite', cell: (saying) => <WhenCell saying={saying} current={current} now={now} /> },
  { header: 'Angelegt', cell: (saying) => <DateCell value={saying.created} /> },
  { header: 'Aktionen', cell: (saying) => <RecordLinks record={saying} label={saying.text} view="/" /> },
];

export default async function DashSayingPage() {
  const result = await settle(getDashSayings());
  const now = new Date();
  const current = result.ok ? currentSaying(result.value, now) : undefined;
  return <RecordListPage collection="saying_of_the_week" result={result} columns={columnsAt(current, now)} />;
}

export const getConfig = dynamicRender;
