import { DateCell, FileCell } from '../../../components/dash/cells';
import type { Column } from '../../../components/dash/data-table';
import { ProblemList } from '../../../components/dash/problem-list';
import { RecordLinks } from '../../../components/dash/record-links';
import { RecordListPage } from '../../../components/dash/record-list-page';
import { type DashClass, getDashClasses, getKnownIds, settle } from '../../../lib/content';
import { findClassProblems, type Problem } from '../../../lib/domain/content-problems';
import { dynamicRender } from '../../_components/render';

/** A class with what its checks found, computed once for the cell and the row's mark. */
type CheckedClass = DashClass & { problems: Problem[] };

const columns: Column<CheckedClass>[] = [
  { header: 'Anzeige', rowHeader: true, cell: (cls) => cls.displayName },
  { header: 'Name', cell: (cls) => cls.name || '–' },
  { header: 'Seit (since)', cell: (cls) => <DateCell value={cls.since} /> },
  {
    header: 'Klassenvorstand',
    cell: (cls) => cls.teacher?.name ?? (cls.teacherId ? `unbekannte ID ${cls.teacherId}` : '–'),
  },
  { header: 'Foto', cell: (cls) => <FileCell file={cls.photo} /> },
  { header: 'Stundenplan', cell: (cls) => <FileCell file={cls.timetable} /> },
  { header: 'Prüfung', cell: (cls) => <ProblemList problems={cls.problems} /> },
  { header: 'Aktionen', cell: (cls) => <RecordLinks record={cls} label={cls.displayName} view="/klassen" /> },
];

export default async function DashClassesPage() {
  const checked = Promise.all([getDashClasses(), getKnownIds()]).then(([classes, known]) =>
    classes.map((cls): CheckedClass => ({ ...cls, problems: findClassProblems(cls, known) })),
  );
  return (
    <RecordListPage
      collection="classes"
      result={await settle(checked)}
      columns={columns}
      flagged={(cls) => cls.problems.length > 0}
    />
  );
}

export const getConfig = dynamicRender;
