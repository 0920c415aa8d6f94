import { css } from '@linaria/core';
import type { PageProps } from 'waku/router';
import { PageHeader } from '../../components/page-header';
import { PageMeta } from '../../components/page-meta';
import { SectionUnavailable } from '../../components/section-unavailable';
import { StaticHtml } from '../../components/static-html';
import { getClasses, settle } from '../../lib/content';
import { isShownClass } from '../../lib/domain/class-name';
import { mailStore } from '../../features/parents';
import { isMailNotice, MAIL_FIELD, MAIL_NOTICES, MAIL_PAGE_PATH } from '../../features/parents/rules/parent-mails';
import { MAIL_PRIVACY_HREF } from '../../features/parents/rules/push-privacy';
import { currentRequest } from '../../lib/platform/request-context';
import { space } from '../../styles/theme';
import { MailChoiceForm, MailNoticeText, MailStopForm } from '../_components/mail-choice-form';
import { dynamicRender } from '../_components/render';

/**
 * An address's own page (the link in every mail, `?t=` its token): confirm a waiting address, change the choice,
 * or stop everything. Never kept by the page cache (the token is a parameter it does not know) and never indexed.
 */
export default async function MailChoicePage({ query }: PageProps<'/benachrichtigungen/e-mail'>) {
  const params = new URLSearchParams(query ?? '');
  const token = params.get(MAIL_FIELD.token) ?? '';
  const notice = params.get('ok') ?? '';
  const request = currentRequest();
  const store = request && mailStore(request.bindings, request.config.siteId);
  const [subscription, classes] = await Promise.all([
    store && token ? store.mailSubscription(token).catch(() => null) : undefined,
    settle(getClasses()),
  ]);
  const meta = <PageMeta title="Ihre E-Mails" path={MAIL_PAGE_PATH} noindex />;
  if (subscription === null) {
    return (
      <>
        {meta}
        <PageHeader title="Ihre E-Mails" />
        <SectionUnavailable what="Ihre Auswahl" />
      </>
    );
  }
  if (!subscription) {
    return (
      <>
        {meta}
        <PageHeader title="Ihre E-Mails" />
        <StaticHtml className={prose}>
          <p>{MAIL_NOTICES.unbekannt}</p>
          <p>
            <a href="/benachrichtigungen#e-mail">Zur Seite „Benachrichtigungen“</a>
          </p>
        </StaticHtml>
      </>
    );
  }
  const shown = classes.ok
    ? classes.value
        .filter((cls) => isShownClass(cls.since))
        .map((cls) => ({ id: cls.id, name: cls.displayName }))
        .sort((a, b) => a.name.localeCompare(b.name, 'de', { numeric: true }))
    : undefined;
  return (
    <>
      {meta}
      <PageHeader
        title={subscription.confirmed ? 'Ihre E-Mails' : 'Bitte bestätigen Sie Ihre Anmeldung'}
        lead={`Für ${subscription.address}`}
      />
      <MailNoticeText notice={isMailNotice(notice) ? notice : undefined} />
      {!subscription.confirmed && (
        <StaticHtml className={prose}>
          <p>
            Prüfen Sie Ihre Auswahl und bestätigen Sie. Erst danach bekommen Sie E-Mails; ohne Bestätigung wird die
            Adresse gelöscht.
          </p>
        </StaticHtml>
      )}
      {shown ? (
        <StaticHtml>
          <MailChoiceForm
            classes={shown}
            token={token}
            chosen={subscription}
            submit={subscription.confirmed ? 'Auswahl speichern' : 'Anmeldung bestätigen'}
          />
        </StaticHtml>
      ) : (
        <SectionUnavailable what="Die Klassen" />
      )}
      <h2 className={heading}>Keine E-Mails mehr</h2>
      <StaticHtml className={prose}>
        <p>
          Mit einem Klick bekommen Sie keine E-Mails mehr, und Ihre Adresse wird gelöscht. Was wir speichern, steht in
          der <a href={MAIL_PRIVACY_HREF}>Datenschutzerklärung</a>.
        </p>
      </StaticHtml>
      <StaticHtml>
        <MailStopForm token={token} />
      </StaticHtml>
    </>
  );
}

export const getConfig = dynamicRender;

const prose = css`
  max-width: 48rem;
`;

const heading = css`
  margin-top: ${space.xl};
`;
