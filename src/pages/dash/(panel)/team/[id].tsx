import { css } from '@linaria/core';
import type { PageProps } from 'waku/router';
import { Link } from 'waku';
import {
  checkRow,
  dangerButton,
  FormMessage,
  outlineButton,
  sectionTitle,
} from '../../../../components/dash/form/fields';
import { SectionUnavailable } from '../../../../components/section-unavailable';
import { FORM_STATE_PARAM, loadFormState } from '../../../../features/editing';
import { staffAuthClient } from '../../../../features/staff';
import {
  type AccountValues,
  getMember,
  memberHref,
  signInMethodLabel,
  TEAM_ACTION_LABELS,
  type TeamMember,
} from '../../../../features/team';
import { EDIT_FORM_FIELD } from '../../../../lib/domain/edit-routes';
import type { FormErrors } from '../../../../lib/domain/form-schema';
import { formatDate } from '../../../../lib/domain/dates';
import { ROLE_LABELS } from '../../../../lib/domain/staff-roles';
import { currentRequest, requireStaffSession } from '../../../../lib/platform/request-context';
import { primaryButton } from '../../../../styles/controls';
import { space } from '../../../../styles/theme';
import { dynamicRender } from '../../../_components/render';
import { NameField, RoleField, TeamOnly, teamForm } from '../_components/team-parts';

const NOTICES: Record<string, string> = {
  gespeichert: 'Gespeichert. Die Änderung gilt ab sofort, auch für schon angemeldete Geräte.',
  deaktiviert: 'Deaktiviert: Das Konto kann sich nicht mehr anmelden, und seine Anmeldungen sind beendet.',
  aktiviert: 'Wieder aktiviert: Das Konto kann sich wieder anmelden.',
  gesendet: 'Die Einladung ist noch einmal unterwegs (7 Tage gültig).',
};

function MemberForms({
  member,
  values,
  errors,
  self,
}: {
  member: TeamMember;
  values: AccountValues;
  errors: FormErrors;
  self: boolean;
}) {
  const action = memberHref(member.id);
  return (
    <>
      <form method="post" action={action} className={teamForm} aria-labelledby="konto-daten">
        <h2 id="konto-daten" className={sectionTitle}>
          Name und Rolle
        </h2>
        <NameField value={values.name} errors={errors} />
        <RoleField value={values.role} errors={errors} />
        <div>
          <button type="submit" name={EDIT_FORM_FIELD.action} value="speichern" className={primaryButton}>
            {TEAM_ACTION_LABELS.speichern}
          </button>
        </div>
      </form>
      {member.invited && (
        <form method="post" action={action} className={section}>
          <h2 className={sectionTitle}>Einladung</h2>
          <p>Die Person hat ihre Einladung noch nicht angenommen. Ein neuer Link macht den alten ungültig.</p>
          <button type="submit" name={EDIT_FORM_FIELD.action} value="einladung" className={outlineButton}>
            {TEAM_ACTION_LABELS.einladung}
          </button>
        </form>
      )}
      {!self && (
        <form method="post" action={action} className={section}>
          <h2 className={sectionTitle}>{member.deactivated ? 'Deaktiviert' : 'Deaktivieren'}</h2>
          <p>
            {member.deactivated
              ? 'Das Konto kann sich nicht anmelden. Seine Beiträge und Termine bleiben, wie sie sind.'
              : 'Wer deaktiviert ist, kann sich nicht mehr anmelden; laufende Anmeldungen enden sofort. Beiträge und Termine bleiben. Gut für eine Karenz oder ein Sabbatical.'}
          </p>
          <button
            type="submit"
            name={EDIT_FORM_FIELD.action}
            value={member.deactivated ? 'aktivieren' : 'deaktivieren'}
            className={outlineButton}
          >
            {TEAM_ACTION_LABELS[member.deactivated ? 'aktivieren' : 'deaktivieren']}
          </button>
        </form>
      )}
      {!self && (
        <form method="post" action={action} className={section}>
          <h2 className={sectionTitle}>Konto entfernen</h2>
          <p>
            Für Kolleginnen und Kollegen, die die Schule verlassen haben. Ihre Beiträge bleiben erhalten; das Konto
            lässt sich nicht zurückholen (eine neue Einladung geht aber jederzeit).
          </p>
          <div className={checkRow}>
            <input
              type="checkbox"
              id="entfernen-bestaetigt"
              name={EDIT_FORM_FIELD.confirm}
              value={EDIT_FORM_FIELD.confirmed}
              required
            />
            <label htmlFor="entfernen-bestaetigt">{`Ja, das Konto von ${member.name || member.email} entfernen.`}</label>
          </div>
          <button
            type="submit"
            name={EDIT_FORM_FIELD.action}
            value="entfernen"
            className={`${outlineButton} ${dangerButton}`}
          >
            {TEAM_ACTION_LABELS.entfernen}
          </button>
        </form>
      )}
    </>
  );
}

/** /dash/team/{id}: one account, with what an admin can change on it. */
export default async function TeamMemberPage({ id, query }: PageProps<'/dash/team/[id]'>) {
  const session = requireStaffSession();
  const params = new URLSearchParams(query ?? '');
  const request = currentRequest();
  const store = request && staffAuthClient(request.bindings, request.config.siteId);
  const [member, kept] = await Promise.all([
    getMember(session.token, id).then(
      (found) => found ?? null,
      () => undefined,
    ),
    store
      ? loadFormState<AccountValues>(store, params.get(FORM_STATE_PARAM) ?? undefined, {
          browser: request?.formBrowser,
          userId: session.id,
        }).catch(() => undefined)
      : undefined,
  ]);
  const title = member ? member.name || member.email : 'Konto';
  const notice = Object.keys(NOTICES).find((key) => params.get(key) === '1');
  return (
    <TeamOnly title={title} path={memberHref(id)}>
      <p>
        <Link to="/dash/team">← Team</Link>
      </p>
      <h1>{title}</h1>
      {member === undefined && <SectionUnavailable what="Das Konto" />}
      {member === null && <p>Dieses Konto gibt es nicht (mehr).</p>}
      {member && (
        <>
          <dl className={facts}>
            <dt>E-Mail</dt>
            <dd>{member.email}</dd>
            <dt>Rolle</dt>
            <dd>{ROLE_LABELS[member.role]}</dd>
            <dt>Anmeldung</dt>
            <dd>
              {member.deactivated
                ? 'deaktiviert'
                : member.invited
                  ? 'Einladung offen'
                  : signInMethodLabel(member.signInMethod)}
            </dd>
            <dt>Zuletzt angemeldet</dt>
            <dd>{formatDate(member.lastSignIn, 'dateTime') || 'noch nie'}</dd>
          </dl>
          <p>
            <Link to={`/dash/protokoll?person=${member.id}`}>Was dieses Konto getan hat (Protokoll)</Link>
          </p>
          {notice && (
            <p role="status">
              <strong>{NOTICES[notice]}</strong>
            </p>
          )}
          <FormMessage
            message={kept?.message}
            errors={kept?.errors ?? {}}
            labels={{ name: 'Name', role: 'Rolle', [EDIT_FORM_FIELD.confirm]: 'Bestätigung' }}
          />
          <MemberForms
            member={member}
            values={kept?.values ?? { name: member.name, role: member.role }}
            errors={kept?.errors ?? {}}
            self={member.id === session.id}
          />
        </>
      )}
    </TeamOnly>
  );
}

export const getConfig = dynamicRender;

const facts = css`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${space.xs} ${space.md};
  dt {
    font-weight: bold;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const section = css`
  margin-top: ${space.xl};
  max-width: 40rem;
`;
