import type { PageProps } from 'waku/router';
import { Link } from 'waku';
import { DateCell } from '../../../components/dash/cells';
import { type Column, DataTable } from '../../../components/dash/data-table';
import { described, Field, FormMessage, inputStyle } from '../../../components/dash/form/fields';
import { SectionUnavailable } from '../../../components/section-unavailable';
import { FORM_STATE_PARAM, loadFormState } from '../../../features/editing';
import { staffAuthClient } from '../../../features/staff';
import {
  type InviteValues,
  listTeam,
  memberHref,
  signInMethodLabel,
  TEAM_ACTION_LABELS,
  type TeamMember,
} from '../../../features/team';
import { ROLE_LABELS } from '../../../lib/domain/staff-roles';
import { currentRequest, requireStaffSession } from '../../../lib/platform/request-context';
import { primaryButton } from '../../../styles/controls';
import { dynamicRender } from '../../_components/render';
import { NameField, RoleField, TeamOnly, teamForm } from './_components/team-parts';

function stateOf(member: TeamMember): string {
  if (member.deactivated) return 'deaktiviert';
  if (member.invited) return 'Einladung offen';
  return signInMethodLabel(member.signInMethod);
}

const columns: Column<TeamMember>[] = [
  { header: 'Name', rowHeader: true, cell: (member) => member.name || 'Konto ohne Namen' },
  { header: 'E-Mail', cell: (member) => member.email },
  { header: 'Rolle', cell: (member) => ROLE_LABELS[member.role] },
  { header: 'Anmeldung', cell: stateOf },
  { header: 'Zuletzt angemeldet', cell: (member) => <DateCell value={member.lastSignIn} /> },
  {
    header: 'Aktionen',
    cell: (member) => (
      <Link to={memberHref(member.id)}>
        Bearbeiten<span className="visually-hidden">{`: ${member.name || member.email}`}</span>
      </Link>
    ),
  },
];

const NOTICES: Record<string, string> = {
  eingeladen: 'Die Einladung ist unterwegs. Sobald die Person ihr Passwort festgelegt hat, kann sie sich anmelden.',
  entfernt: 'Das Konto ist entfernt. Beiträge der Person bleiben erhalten.',
};

const EMPTY_INVITE: InviteValues = { email: '', name: '', role: 'author' };

/** /dash/team (contract.md, "Staff accounts and sign-in"): every account, and "Einladen". */
export default async function TeamPage({ query }: PageProps<'/dash/team'>) {
  const session = requireStaffSession();
  const params = new URLSearchParams(query ?? '');
  const request = currentRequest();
  const store = request && staffAuthClient(request.bindings, request.config.siteId);
  const [members, kept] = await Promise.all([
    listTeam(session.token).catch(() => undefined),
    store
      ? loadFormState<InviteValues>(store, params.get(FORM_STATE_PARAM) ?? undefined, {
          browser: request?.formBrowser,
          userId: session.id,
        }).catch(() => undefined)
      : undefined,
  ]);
  const values = kept?.values ?? EMPTY_INVITE;
  const errors = kept?.errors ?? {};
  const notice = Object.keys(NOTICES).find((key) => params.get(key) === '1');
  return (
    <TeamOnly title="Team" path="/dash/team">
      <h1>Team</h1>
      <p>
        Wer an der Website mitarbeitet und was er oder sie darf. Änderungen an Rollen und Konten gelten sofort.{' '}
        <Link to="/dash/protokoll">Protokoll: wer hat was getan?</Link>
      </p>
      {notice && (
        <p role="status">
          <strong>{NOTICES[notice]}</strong>
        </p>
      )}
      {members ? (
        <DataTable caption="Konten" columns={columns} rows={members} empty="Noch keine Konten." />
      ) : (
        <SectionUnavailable what="Die Konten" />
      )}
      <h2 id="einladen">Jemanden einladen</h2>
      <p>
        Die Person bekommt eine E-Mail mit einem Link, über den sie ihr Passwort festlegt (7 Tage gültig). Hat die
        Schule die Anmeldung mit Microsoft oder Google eingerichtet, kann sie sich auch gleich mit ihrem Schulkonto
        anmelden.
      </p>
      <FormMessage
        message={kept?.message}
        errors={errors}
        labels={{ email: 'E-Mail-Adresse', name: 'Name', role: 'Rolle' }}
      />
      <form method="post" action="/dash/team" className={teamForm} aria-labelledby="einladen">
        <Field name="email" label="E-Mail-Adresse" errors={errors}>
          <input
            {...described('email', errors)}
            type="email"
            className={inputStyle}
            defaultValue={values.email}
            autoComplete="off"
            maxLength={200}
            required
          />
        </Field>
        <NameField value={values.name} errors={errors} />
        <RoleField value={values.role} errors={errors} />
        <div>
          <button type="submit" name="aktion" value="einladen" className={primaryButton}>
            {TEAM_ACTION_LABELS.einladen}
          </button>
        </div>
      </form>
    </TeamOnly>
  );
}

export const getConfig = dynamicRender;
