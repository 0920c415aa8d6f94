import { css } from '@linaria/core';
import type { PageProps } from 'waku/router';
import { FormMessage, hintText } from '../../../components/dash/form/fields';
import { PageMeta } from '../../../components/page-meta';
import { SectionUnavailable } from '../../../components/section-unavailable';
import { FORM_STATE_PARAM, loadFormState } from '../../../features/editing';
import { staffAuthClient } from '../../../features/staff';
import { ACCOUNT_PATH, getMember, MAILS_FIELD, signInMethodLabel } from '../../../features/team';
import { ROLE_LABELS } from '../../../lib/domain/staff-roles';
import { currentRequest, requireStaffSession } from '../../../lib/platform/request-context';
import { primaryButton } from '../../../styles/controls';
import { space } from '../../../styles/theme';
import { dynamicRender } from '../../_components/render';

const optional = <T,>(promise: Promise<T>) => promise.catch(() => undefined);

/** `/dash/konto`: the signed-in staff member's own account, and which mails they get about posts and entries. */
export default async function AccountPage({ query }: PageProps<'/dash/konto'>) {
  const session = requireStaffSession();
  const request = currentRequest();
  const params = new URLSearchParams(query);
  const store = request && staffAuthClient(request.bindings, request.config.siteId);
  const [member, state] = await Promise.all([
    optional(getMember(session.token, session.id)),
    store
      ? optional(
          loadFormState<{ mails: boolean }>(store, params.get(FORM_STATE_PARAM) ?? undefined, {
            browser: request.formBrowser,
            userId: session.id,
          }),
        )
      : undefined,
  ]);
  return (
    <>
      <PageMeta title="Mein Konto – Verwaltung" path={ACCOUNT_PATH} noindex />
      <h1>Mein Konto</h1>
      {!member ? (
        <SectionUnavailable what="Ihr Konto" />
      ) : (
        <>
          <FormMessage
            message={state?.message}
            errors={state?.errors ?? {}}
            labels={{}}
            {...(params.get('gespeichert') && !state ? { saved: 'Gespeichert.' } : {})}
          />
          <dl className={facts}>
            <dt>Name</dt>
            <dd>{member.name || '–'}</dd>
            <dt>E-Mail</dt>
            <dd>{member.email}</dd>
            <dt>Rolle</dt>
            <dd>{ROLE_LABELS[member.role]}</dd>
            <dt>Anmeldung</dt>
            <dd>{signInMethodLabel(member.signInMethod)}</dd>
          </dl>
          <p className={hintText}>Name und Rolle ändert die Administration Ihrer Schule.</p>
          <form method="post" action={ACCOUNT_PATH}>
            <h2>E-Mails</h2>
            <p>
              <input
                type="checkbox"
                id="mails"
                name={MAILS_FIELD}
                value="ja"
                defaultChecked={state ? state.values.mails : !member.mailsOff}
              />{' '}
              <label htmlFor="mails">
                E-Mails zu Beiträgen und Terminen bekommen: wenn etwas zur Prüfung eingereicht wird (Redaktion), und
                wenn Ihres veröffentlicht, geplant oder mit einer Anmerkung zurückgegeben wird.
              </label>
            </p>
            <p className={hintText}>
              Einladungen, neue Passwörter und Anmeldecodes kommen immer: ohne sie ginge die Anmeldung nicht.
            </p>
            <button type="submit" className={primaryButton}>
              Speichern
            </button>
          </form>
        </>
      )}
    </>
  );
}

export const getConfig = dynamicRender;

const facts = css`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${space.xs} ${space.lg};
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
