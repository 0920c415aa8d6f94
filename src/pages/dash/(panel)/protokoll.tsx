import { css } from '@linaria/core';
import type { PageProps } from 'waku/router';
import { Link } from 'waku';
import { DateCell } from '../../../components/dash/cells';
import { type Column, DataTable } from '../../../components/dash/data-table';
import { inputStyle, outlineButton } from '../../../components/dash/form/fields';
import { SectionUnavailable } from '../../../components/section-unavailable';
import {
  AUDIT_ACTIONS,
  AUDIT_KEPT_MONTHS,
  type AuditEntry,
  type AuditFilter,
  isAuditAction,
  listAudit,
  listTeam,
  memberHref,
} from '../../../features/team';
import { formatDate, viennaTime } from '../../../lib/domain/dates';
import { isRecordId } from '../../../lib/domain/record-id';
import { ROLE_LABELS, toStaffRole } from '../../../lib/domain/staff-roles';
import { requireStaffSession } from '../../../lib/platform/request-context';
import { space } from '../../../styles/theme';
import { dynamicRender } from '../../_components/render';
import { TeamOnly } from './_components/team-parts';

/** A Vienna calendar day typed as YYYY-MM-DD, as the start of that day (`next`: of the day after). */
function viennaDay(value: string | null, next = false): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  return viennaTime(year, month, day + (next ? 1 : 0));
}

/** What an entry's details say, in words (a role change names both roles; a schedule its time). */
function detailsOf(entry: AuditEntry): string {
  const { details } = entry;
  if (entry.action === 'role_change') {
    return `${ROLE_LABELS[toStaffRole(details.from)]} → ${ROLE_LABELS[toStaffRole(details.to)]}`;
  }
  if (entry.action === 'rename') return `„${String(details.from ?? '')}“ → „${String(details.to ?? '')}“`;
  if (entry.action === 'invite' || entry.action === 'remove') return ROLE_LABELS[toStaffRole(details.role)];
  if (entry.action === 'schedule') return `für ${formatDate(String(details.publish_at ?? ''), 'dateTime')}`;
  if (entry.action === 'sign_in' || entry.action === 'sign_in_failed') {
    return details.method === 'oauth2' ? 'Schulkonto' : details.method === 'otp' ? 'Code' : 'Passwort';
  }
  return '';
}

const columns: Column<AuditEntry>[] = [
  { header: 'Wann', rowHeader: true, cell: (entry) => <DateCell value={entry.created} /> },
  {
    header: 'Wer',
    cell: (entry) =>
      entry.actorId ? <Link to={memberHref(entry.actorId)}>{entry.actorName}</Link> : entry.actorName || '–',
  },
  { header: 'Was', cell: (entry) => AUDIT_ACTIONS[entry.action] },
  {
    header: 'Betrifft',
    cell: (entry) =>
      entry.targetCollection === 'users' && entry.targetId ? (
        <Link to={memberHref(entry.targetId)}>{entry.targetLabel || 'Konto'}</Link>
      ) : (
        entry.targetLabel || '–'
      ),
  },
  { header: 'Einzelheiten', cell: detailsOf },
];

/** /dash/protokoll: who did what, newest first, with filters; admins only (PocketBase shows it to no one else). */
export default async function AuditLogPage({ query }: PageProps<'/dash/protokoll'>) {
  const session = requireStaffSession();
  const params = new URLSearchParams(query ?? '');
  const action = params.get('aktion') ?? '';
  const person = params.get('person') ?? '';
  const filter: AuditFilter = {
    ...(isAuditAction(action) ? { action } : {}),
    ...(isRecordId(person) ? { person } : {}),
    ...(viennaDay(params.get('von')) ? { from: viennaDay(params.get('von')) } : {}),
    ...(viennaDay(params.get('bis'), true) ? { until: viennaDay(params.get('bis'), true) } : {}),
  };
  const page = Math.min(Math.max(Number(params.get('seite')) || 1, 1), 10_000);
  const [log, members] = await Promise.all([
    listAudit(session.token, filter, page).catch(() => undefined),
    listTeam(session.token).catch(() => []),
  ]);
  const pageHref = (to: number) => {
    const next = new URLSearchParams(params);
    next.set('seite', String(to));
    return `/dash/protokoll?${next}`;
  };
  return (
    <TeamOnly title="Protokoll" path="/dash/protokoll">
      <p>
        <Link to="/dash/team">← Team</Link>
      </p>
      <h1>Protokoll</h1>
      <p>
        Wer wann was veröffentlicht, geplant, zurückgezogen, gelöscht oder an Konten geändert hat, und wer sich
        angemeldet hat, auch über die Verwaltung der IT. Einträge werden nach {AUDIT_KEPT_MONTHS} Monaten gelöscht.
      </p>
      <form method="get" action="/dash/protokoll" className={filters} aria-label="Protokoll filtern">
        <label>
          Was
          <select name="aktion" defaultValue={isAuditAction(action) ? action : ''} className={inputStyle}>
            <option value="">alles</option>
            {Object.entries(AUDIT_ACTIONS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Wer oder wen
          <select name="person" defaultValue={isRecordId(person) ? person : ''} className={inputStyle}>
            <option value="">alle</option>
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name || member.email}
              </option>
            ))}
          </select>
        </label>
        <label>
          Von
          <input type="date" name="von" defaultValue={params.get('von') ?? ''} className={inputStyle} />
        </label>
        <label>
          Bis
          <input type="date" name="bis" defaultValue={params.get('bis') ?? ''} className={inputStyle} />
        </label>
        <div>
          <button type="submit" className={outlineButton}>
            Filtern
          </button>
        </div>
      </form>
      {log ? (
        <>
          <DataTable
            caption={`Einträge (${log.totalItems})`}
            columns={columns}
            rows={log.entries}
            empty="Keine Einträge für diese Auswahl."
          />
          {log.totalPages > 1 && (
            <nav aria-label="Seiten des Protokolls" className={pager}>
              {log.page > 1 && <Link to={pageHref(log.page - 1)}>← Neuere</Link>}
              <span>
                Seite {log.page} von {log.totalPages}
              </span>
              {log.page < log.totalPages && <Link to={pageHref(log.page + 1)}>Ältere →</Link>}
            </nav>
          )}
        </>
      ) : (
        <SectionUnavailable what="Das Protokoll" />
      )}
    </TeamOnly>
  );
}

export const getConfig = dynamicRender;

const filters = css`
  display: grid;
  gap: ${space.md};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  align-items: end;
  margin-bottom: ${space.lg};
  label {
    display: grid;
    gap: ${space.xs};
    font-weight: bold;
  }
`;

const pager = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  margin-top: ${space.md};
`;
