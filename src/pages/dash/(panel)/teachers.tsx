import type { Column } from '../../../components/dash/data-table';
import { ProblemList } from '../../../components/dash/problem-list';
import { RecordLinks } from '../../../components/dash/record-links';
import { RecordListPage } from '../../../components/dash/record-list-page';
import { type DashTeacher, getDashTeachers, settle } from '../../../lib/content';
import { thumbUrl } from '../../../lib/domain/images';
import { findTeacherProblems } from '../../../lib/domain/content-problems';
import { TEACHER_ORDER } from '../../../lib/domain/content-order';
import { dynamicRender } from '../../_components/render';

const columns: Column<DashTeacher>[] = [
  { header: 'Name', rowHeader: true, cell: (teacher) => teacher.name },
  { header: 'Reihenfolge', cell: (teacher) => (teacher.sort ? String(teacher.sort) : '–') },
  { header: 'Fächer', cell: (teacher) => teacher.subject ?? '–' },
  { header: 'E-Mail', cell: (teacher) => teacher.email ?? '–' },
  {
    header: 'Profilbild',
    cell: (teacher) =>
      teacher.avatar ? <img src={thumbUrl(teacher.avatar, '160x160')} alt="" width={48} height={48} /> : '–',
  },
  { header: 'Prüfung', cell: (teacher) => <ProblemList problems={findTeacherProblems(teacher)} /> },
  { header: 'Aktionen', cell: (teacher) => <RecordLinks record={teacher} label={teacher.name} view="/lehrer" /> },
];

export default async function DashTeachersPage() {
  return (
    <RecordListPage
      collection="teachers"
      result={await settle(getDashTeachers(TEACHER_ORDER))}
      columns={columns}
      flagged={(teacher) => findTeacherProblems(teacher).length > 0}
    />
  );
}

export const getConfig = dynamicRender;
