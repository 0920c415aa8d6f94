import { css } from '@linaria/core';
import { PageHeader } from '../components/page-header';
import { PageMeta } from '../components/page-meta';
import { SectionUnavailable } from '../components/section-unavailable';
import { StaticHtml } from '../components/static-html';
import { getClasses, settle } from '../lib/content';
import { isShownClass } from '../lib/domain/class-name';
import { PUSH_CALENDAR_DAYS, PUSH_PRIVACY_HREF } from '../features/parents/rules/push-privacy';
import { mailStore, noticeTimingFrom, pushSettingsFrom } from '../features/parents';
import { isMailNotice } from '../features/parents/rules/parent-mails';
import { MAIL_PRIVACY_HREF } from '../features/parents/rules/push-privacy';
import { MailChoiceForm, MailNoticeText } from './_components/mail-choice-form';
import { noticeTimingText } from '../features/parents/rules/notice-timing';
import type { PageProps } from 'waku/router';
import { PushChoiceFields } from './_components/push-choice-fields';
import { PushChoiceForm } from './_components/push-choice-form';
import { currentRequest } from '../lib/platform/request-context';
import { space } from '../styles/theme';
import { dynamicRender } from './_components/render';

export default async function NotificationsPage({ query }: PageProps<'/benachrichtigungen'>) {
  const request = currentRequest();
  const publicKey = pushSettingsFrom((name) => request?.bindings[name])?.publicKey;
  const mail = Boolean(request && mailStore(request.bindings, request.config.siteId));
  const classes = publicKey || mail ? await settle(getClasses()) : undefined;
  const shown = classes?.ok ? shownClasses(classes.value) : undefined;
  const notice = new URLSearchParams(query ?? '').get('e-mail') ?? '';
  const timing = noticeTimingFrom((name) => request?.bindings[name]);
  return (
    <>
      <PageMeta
        title="Benachrichtigungen"
        path="/benachrichtigungen"
        description="Eine Nachricht aufs Handy, sobald ein neuer Beitrag oder Termin für Ihre Klassen erscheint."
      />
      <PageHeader
        title="Benachrichtigungen"
        lead="Eine Nachricht aufs Handy oder an den Computer, sobald es für Ihre Klassen etwas Neues gibt."
      />
      <StaticHtml className={prose}>
        <p>Sie bekommen eine Benachrichtigung, wenn</p>
        <ul>
          <li>ein neuer Beitrag für die gewählten Klassen oder die ganze Schule erscheint,</li>
          <li>
            ein Termin in den nächsten {PUSH_CALENDAR_DAYS} Tagen in den Kalender kommt oder sich sein Datum ändert.
          </li>
        </ul>
        <p>
          Jede Nachricht nennt den Titel des Beitrags oder Termins und führt mit einem Tipp dorthin; Namen von
          Schüler:innen stehen nie darin. Sie brauchen dafür kein Konto und geben keine E-Mail-Adresse an; die
          Benachrichtigungen gelten für dieses Gerät und diesen Browser. Was dafür gespeichert wird und wie lange, steht
          in der <a href={PUSH_PRIVACY_HREF}>Datenschutzerklärung unter „Benachrichtigungen“</a>.
        </p>
      </StaticHtml>
      {!publicKey ? (
        <StaticHtml className={notice}>
          <p>Benachrichtigungen sind für diese Website noch nicht eingerichtet.</p>
        </StaticHtml>
      ) : shown ? (
        <PushChoiceForm>
          <PushChoiceFields classes={shown} publicKey={publicKey} />
        </PushChoiceForm>
      ) : (
        <SectionUnavailable what="Die Klassen" />
      )}
      {mail && shown && (
        // One static element: the page's payload names it once instead of carrying the form a second time.
        <StaticHtml as="section" id="e-mail" aria-labelledby="e-mail-titel" className={section}>
          <h2 id="e-mail-titel">Per E-Mail</h2>
          <p className={prose}>
            Ohne App, auf jedem Gerät: Sie bekommen eine E-Mail mit Titel, einem kurzen Auszug und dem Link, sofort (
            {noticeTimingText(timing)}) oder einmal pro Woche am Sonntag um 18 Uhr als Überblick. Nach dem Absenden
            kommt zuerst eine E-Mail mit einem Link zur Bestätigung; erst danach schicken wir etwas. Jede E-Mail enthält
            einen Link zum Abbestellen. Mehr dazu in der{' '}
            <a href={MAIL_PRIVACY_HREF}>Datenschutzerklärung unter „E-Mails an Eltern“</a>.
          </p>
          <MailNoticeText notice={isMailNotice(notice) ? notice : undefined} />
          <MailChoiceForm classes={shown} submit="Bestätigungs-E-Mail anfordern" />
        </StaticHtml>
      )}
      {mail && !shown && <SectionUnavailable what="Die Klassen" />}
    </>
  );
}

/** The classes as the site names them, in the order of their names (1A, 1B, 2A, …). */
function shownClasses(classes: { id: string; displayName: string; since?: string }[]) {
  return classes
    .filter((cls) => isShownClass(cls.since))
    .map((cls) => ({ id: cls.id, name: cls.displayName }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de', { numeric: true }));
}

export const getConfig = dynamicRender;

const prose = css`
  max-width: 48rem;
  ul {
    margin: ${space.sm} 0 ${space.md};
  }
`;

const section = css`
  margin-top: ${space.xl};
`;

const notice = css`
  padding: ${space.md} ${space.lg};
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-surface-alt);
  p {
    margin: 0;
  }
`;
