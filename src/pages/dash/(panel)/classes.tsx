import { DateCell, FileCell } from '../../../components/dash/cells';
import { type Column, DataTable } from '../../../components/dash/data-table';
import { ProblemList } from '../../../components/dash/problem-list';
import { NewRecordLink, RecordLinks } from '../../../components/dash/record-links';
import { SettledSection } from '../../../components/dash/settled-section';
import { PageHeader } from '../../../components/page-header';
import { PageMeta } from '../../../components/page-meta';
import { type DashClass, getDashClasses, getKnownIds, settle } from '../../../lib/content';
import { findClassProblems, type KnownIds } from '../../../lib/domain/content-problems';

function classColumns(known: KnownIds): Column<DashClass>[] {
  return [
    { header: 'Anzeige', rowHeader: true, cell: (cls) => cls.displayName },
    { header: 'Name', cell: (cls) => cls.name || '–' },
    { header: 'Seit (since)', cell: (cls) => <DateCell value={cls.since} /> },
    {
      header: 'Klassenvorstand',
      cell: (cls) => cls.teacher?.name ?? (cls.teacherId ? `unbekannte ID ${cls.teacherId}` : '–'),
    },
    { header: 'Foto', cell: (cls) => <FileCell file={cls.photo} /> },
    { header: 'Stundenplan', cell: (cls) => <FileCell file={cls.timetable} /> },
    { header: 'Prüfung', cell: (cls) => <ProblemList problems={findClassProblems(cls, known)} /> },
    { header: 'Aktionen', cell: (cls) => <RecordLinks record={cls} label={cls.displayName} view="/klassen" /> },
  ];
}

export default async function DashClassesPage() {
  const result = await settle(Promise.all([getDashClasses(), getKnownIds()]));
  return (
    <>
      <PageMeta title="Klassen – Verwaltung" path="/dash/classes" noindex />
      <PageHeader
        title="Klassen"
        lead="Die Anzeige (z. B. „2a“ oder „Abschlussklasse“) rechnet die Website aus dem Feld since und dem heutigen Datum, beide in Wiener Zeit, so wie PocketBase sie neben „Europe/Vienna“ zeigt."
      />
      <NewRecordLink collection="classes" />
      <SettledSection result={result} what="Die Klassen">
        {([classes, known]) => (
          <DataTable
            caption={`Klassen (${classes.length})`}
            columns={classColumns(known)}
            rows={classes}
            flagged={(cls) => findClassProblems(cls, known).length > 0}
          />
        )}
      </SettledSection>
    </>
  );
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};
