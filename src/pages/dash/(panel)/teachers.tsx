import { type Column, DataTable } from '../../../components/dash/data-table';
import { ProblemList } from '../../../components/dash/problem-list';
import { NewRecordLink, RecordLinks } from '../../../components/dash/record-links';
import { SettledSection } from '../../../components/dash/settled-section';
import { PageHeader } from '../../../components/page-header';
import { PageMeta } from '../../../components/page-meta';
import { type DashTeacher, getDashTeachers, settle } from '../../../lib/content';
import { thumbUrl } from '../../../lib/domain/images';
import { findTeacherProblems } from '../../../lib/domain/content-problems';

const columns: Column<DashTeacher>[] = [
  { header: 'Name', rowHeader: true, cell: (teacher) => teacher.name },
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
  const teachers = await settle(getDashTeachers());
  return (
    <>
      <PageMeta title="Lehrer:innen – Verwaltung" path="/dash/teachers" noindex />
      <PageHeader
        title="Lehrer:innen"
        lead="Die Sammlung teachers. Das Gruppenfoto ist der Eintrag teacher_group_pic in general_media."
      />
      <NewRecordLink collection="teachers" />
      <SettledSection result={teachers} what="Die Lehrer:innen">
        {(rows) => (
          <DataTable
            caption={`Lehrer:innen (${rows.length})`}
            columns={columns}
            rows={rows}
            flagged={(teacher) => findTeacherProblems(teacher).length > 0}
          />
        )}
      </SettledSection>
    </>
  );
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};
