import type { ReactNode } from 'react';
import { LegalSection, TextList } from '../../components/legal-text';
import {
  MAIL_KEPT_DATA,
  MAIL_LEGAL_BASIS,
  MAIL_NOT_KEPT,
  MAIL_PRIVACY_SECTION,
  MAIL_RETENTION,
  MAIL_SENDING,
  MAIL_STORAGE,
  PUSH_BROWSER_STORAGE,
  PUSH_KEPT_DATA,
  PUSH_LEGAL_BASIS,
  PUSH_NOT_KEPT,
  PUSH_PRIVACY_SECTION,
  PUSH_RETENTION,
  PUSH_SERVICE_SEES,
  PUSH_SERVICES,
  PUSH_STORAGE,
  PUSH_WITHDRAWAL,
} from '../../features/parents/rules/push-privacy';

/** What turning on notifications at /benachrichtigungen keeps, where, who carries the messages and for how long. */
export function PushPrivacy(): ReactNode {
  return (
    <LegalSection id={PUSH_PRIVACY_SECTION} title="Benachrichtigungen (Web-Push)">
      <p>
        Auf der Seite <a href="/benachrichtigungen">Benachrichtigungen</a> können Sie sich freiwillig Nachrichten über
        neue Beiträge und Termine auf dieses Gerät schicken lassen. Nur wenn Sie sie dort einschalten und Ihr Browser es
        erlaubt, speichern wir:
      </p>
      <TextList items={PUSH_KEPT_DATA} />
      <p>
        {PUSH_NOT_KEPT} {PUSH_STORAGE}
      </p>
      <h3>Wer die Nachrichten zustellt</h3>
      <p>
        Zugestellt wird jede Nachricht vom Push-Dienst des Herstellers Ihres Browsers; die Push-Adresse gehört zu diesem
        Dienst:
      </p>
      <TextList items={PUSH_SERVICES} />
      <p>{PUSH_SERVICE_SEES}</p>
      <h3>Wie lange</h3>
      <p>Wir speichern die Angaben, bis eines davon eintritt:</p>
      <TextList items={PUSH_RETENTION} />
      <p>{PUSH_BROWSER_STORAGE}</p>
      <h3>Rechtsgrundlage und Widerruf</h3>
      <p>
        <strong>Rechtsgrundlage:</strong> {PUSH_LEGAL_BASIS} {PUSH_WITHDRAWAL} Die Rechtmäßigkeit der Verarbeitung bis
        zum Widerruf bleibt davon unberührt.
      </p>
    </LegalSection>
  );
}

/** What subscribing by e-mail at /benachrichtigungen keeps, where, who carries the mails and for how long. */
export function MailPrivacy(): ReactNode {
  return (
    <LegalSection id={MAIL_PRIVACY_SECTION} title="E-Mails an Eltern">
      <p>
        Auf der Seite <a href="/benachrichtigungen">Benachrichtigungen</a> können Sie sich freiwillig E-Mails über neue
        Beiträge und Termine bestellen. Erst wenn Sie den Link in unserer Bestätigungs-E-Mail verwenden, schicken wir
        Ihnen mehr. Wir speichern dafür:
      </p>
      <TextList items={MAIL_KEPT_DATA} />
      <p>
        {MAIL_NOT_KEPT} {MAIL_STORAGE}
      </p>
      <h3>Wer die E-Mails zustellt</h3>
      <p>{MAIL_SENDING}</p>
      <h3>Wie lange</h3>
      <TextList items={MAIL_RETENTION} />
      <h3>Rechtsgrundlage und Widerruf</h3>
      <p>
        <strong>Rechtsgrundlage:</strong> {MAIL_LEGAL_BASIS}
      </p>
    </LegalSection>
  );
}
