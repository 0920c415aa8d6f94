import { Link } from 'waku';
import { newContentHref } from '../../lib/domain/content-forms';
import { editsOtherContent } from '../../lib/domain/staff-roles';
import { getStaffSession } from '../../lib/platform/request-context';
import { checkAccentColor } from '../../lib/domain/accent-color';
import { missingSchoolFacts, type SchoolIdentity } from '../../lib/domain/school';

/** What the `school` record still lacks, in the words editors see in PocketBase. */
export function SchoolStatus({ school }: { school: SchoolIdentity }) {
  const missing = missingSchoolFacts(school);
  const accent = school.accentColor ? checkAccentColor(school.accentColor) : undefined;
  const edit = editsOtherContent(getStaffSession()?.role ?? '') && (
    <p>
      <Link to={newContentHref('school')}>Angaben zur Schule bearbeiten</Link>
    </p>
  );
  if (!missing.length && accent?.ok !== false) {
    return (
      <>
        <p>
          Alle Angaben zur Schule sind eingetragen; Impressum, Datenschutzerklärung und die Erklärung zur
          Barrierefreiheit sind vollständig.
        </p>
        {edit}
      </>
    );
  }
  return (
    <>
      {edit}
      <p>
        In den Angaben zur Schule fehlt noch etwas. Bis dahin zeigen die betroffenen Seiten an dieser Stelle einen
        hervorgehobenen Hinweis, und die IT Ihrer Schule kann die Website nicht neu veröffentlichen.
      </p>
      <ul>
        {missing.map(({ field, label, legal }) => (
          <li key={field}>
            {label}
            {legal ? ' – für Impressum, Datenschutz oder Barrierefreiheit nötig' : ''}
          </li>
        ))}
        {accent && !accent.ok && <li>{accent.problem} Bis dahin zeigt die Website ihre eingebaute Farbe.</li>}
      </ul>
    </>
  );
}
