import type { ReactNode } from 'react';
import { LegalSection, SchoolFact, TextList } from '../../components/legal-text';
import { CROWD_WINDOW_MS, LIMITS, WINDOW_MS } from '../../lib/domain/login-throttle';
import type { SchoolIdentity } from '../../lib/domain/school';
import * as staffCookies from '../../lib/domain/staff-cookies';
import AUDIT from '../../../pocketbase/pb_hooks/audit.json';
import STAFF from '../../../pocketbase/pb_hooks/staff.json';

const AUDIT_KEPT_MONTHS = AUDIT.keptMonths;
const INVITATION_DAYS = STAFF.invitationDays;
const { codeMinutes } = STAFF.secondFactor;

const WINDOW_MINUTES = WINDOW_MS / 60_000;
const CROWD_WINDOW_SECONDS = CROWD_WINDOW_MS / 1000;

/** The numbers come from the code that enforces them (tests/worker/privacy-page.test.ts holds them together). */
const COOKIES: { name: string; text: string }[] = [
  {
    name: staffCookies.SESSION_COOKIE,
    text:
      'enthält nur eine zufällige Kennung der Sitzung (256 Bit), nicht das Anmelde-Token. HttpOnly, SameSite=Lax, ' +
      `bei https Secure. Es wird beim Abmelden gelöscht und gilt höchstens ${staffCookies.SESSION_MAX_DAYS + staffCookies.SESSION_COOKIE_GRACE_DAYS} ` +
      `Tage: die Sitzung selbst höchstens ${staffCookies.SESSION_MAX_DAYS}, danach meldet es niemanden mehr an und sagt nur noch, wem ` +
      'ein Formular gehört, das nach dem Ende der Sitzung abgeschickt wurde.',
  },
  {
    name: staffCookies.FORM_COOKIE,
    text:
      'wird nur gesetzt, wenn ein Formular im Mitarbeiterbereich nicht gespeichert werden konnte (eine fehlende Angabe, ' +
      'eine abgelaufene Anmeldung), und enthält eine zufällige Kennung dieses Browsers (256 Bit): das Formular mit Ihren ' +
      `Eingaben erscheint nur in diesem Browser wieder. Es wird nur an ${staffCookies.FORM_COOKIE_PATH} gesendet (HttpOnly, ` +
      `SameSite=Strict, bei https Secure) und gilt ${staffCookies.FORM_COOKIE_MINUTES} Minuten.`,
  },
  {
    name: staffCookies.DEVICE_COOKIE,
    text:
      'wird nach jeder erfolgreichen Anmeldung gesetzt und zeigt bei der nächsten Anmeldung, dass sich dieser Browser ' +
      'schon einmal angemeldet hat. Es enthält die E-Mail-Adresse des Kontos (in Kleinbuchstaben), eine Zufallszahl, ' +
      'das Ablaufdatum und eine Signatur, die nur der Server erstellen kann; ein Browser merkt sich so bis zu ' +
      `${staffCookies.DEVICE_ACCOUNTS_PER_BROWSER} Konten. Es wird nur an die Anmeldeseite ${staffCookies.DEVICE_COOKIE_PATH} gesendet ` +
      `(HttpOnly, SameSite=Strict, bei https Secure) und gilt ${staffCookies.DEVICE_COOKIE_DAYS} Tage ab der letzten Anmeldung ` +
      'in diesem Browser. Beim Abmelden bleibt es bestehen; Sie können es über die Browser-Einstellungen löschen.',
  },
  {
    name: staffCookies.CODE_COOKIE,
    text:
      'wird nur gesetzt, wenn nach dem Passwort ein Code per E-Mail nötig ist (Redaktion und Administration), und ' +
      'enthält die Kennungen dieses Anmeldeschritts bei PocketBase, Ihre E-Mail-Adresse und die Seite, zu der es danach ' +
      `geht. Es wird nur an ${staffCookies.CODE_COOKIE_PATH} gesendet (HttpOnly, SameSite=Strict, bei https Secure), gilt ` +
      `${codeMinutes} Minuten und wird mit der Anmeldung gelöscht.`,
  },
  {
    name: staffCookies.PROVIDER_COOKIE,
    text:
      'wird nur gesetzt, wenn Sie sich mit dem Microsoft- oder Google-Konto der Schule anmelden, und enthält den Anbieter, ' +
      'zwei Zufallswerte, die die Rückkehr vom Anbieter diesem Browser zuordnen (state und PKCE), und die Seite, zu der es ' +
      `danach geht. Es wird nur an ${staffCookies.CODE_COOKIE_PATH} gesendet (HttpOnly, SameSite=Lax, bei https Secure), gilt ` +
      `${staffCookies.PROVIDER_STEP_MINUTES} Minuten und wird bei der Rückkehr gelöscht.`,
  },
];

const ATTEMPT_LIMITS = [
  `${LIMITS.device} pro Browser mit Geräte-Cookie und Konto`,
  `${LIMITS.account} pro Konto aus allen anderen Browsern zusammen`,
  `${LIMITS.pair} pro Konto und IP-Adresse`,
  `${LIMITS.address} pro IP-Adresse über alle Konten`,
  `${LIMITS.crowd} aus allen Browsern ohne Geräte-Cookie zusammen, gezählt über ${CROWD_WINDOW_SECONDS} Sekunden`,
  `${LIMITS.all} insgesamt, gezählt über ${CROWD_WINDOW_SECONDS} Sekunden`,
];

/** What signing in to /dash stores, in the browser and on the server, and for how long. */
export function StaffPrivacy({ school }: { school: SchoolIdentity }): ReactNode {
  return (
    <LegalSection id="mitarbeiterbereich" title="Anmeldung im Mitarbeiterbereich">
      <p>
        Der Bereich <code>/dash</code> ist nur für Lehrer:innen und Mitarbeiter:innen der Schule bestimmt. Nur wer sich
        dort anmeldet, bekommt Cookies; wer die Website nur liest, bekommt keines.
      </p>
      <h3>Cookies nach der Anmeldung</h3>
      <ul>
        {COOKIES.map(({ name, text }) => (
          <li key={name}>
            <code>{name}</code> {text}
          </li>
        ))}
      </ul>
      <h3>Was der Server speichert</h3>
      <p>
        {'Die Sitzung liegt in einem Durable Object von Cloudflare, das in der EU-Jurisdiktion angelegt ist: ' +
          'Cloudflare speichert und verarbeitet seine Daten nur in Rechenzentren in der EU. Gespeichert werden die ' +
          'Kennung Ihres Benutzerkontos, Ihre E-Mail-Adresse, Ihr Name und das Anmelde-Token von PocketBase, mit dem ' +
          'der Server während Sie den Mitarbeiterbereich nutzen jede Minute nachfragt, ob Ihr Konto noch gültig ist. ' +
          'Die Sitzung wird beim ' +
          `Abmelden gelöscht, sonst endet sie nach höchstens ${staffCookies.SESSION_MAX_DAYS} Tagen; dann werden Token, E-Mail-Adresse ` +
          `und Name gelöscht, und nur die Kennung Ihres Benutzerkontos bleibt noch ${staffCookies.SESSION_COOKIE_GRACE_DAYS} Tage, ` +
          'damit ein danach abgeschicktes Formular Ihnen erhalten bleibt.'}
      </p>
      <p>
        {'Ein Formular, das nicht gespeichert werden konnte, bewahrt derselbe Speicher mit Ihren Eingaben höchstens ' +
          `${staffCookies.FORM_COOKIE_MINUTES} Minuten auf, zusammen mit einem Hashwert der Browser-Kennung aus dem Cookie ` +
          `${staffCookies.FORM_COOKIE} und, wenn bekannt, der Kennung Ihres Benutzerkontos; danach wird es gelöscht. Für Formulare, ` +
          'die nach dem Ende einer Sitzung abgeschickt wurden, zählt er außerdem je IP-Adresse eine Stunde lang die ' +
          `Zeitpunkte (höchstens ${staffCookies.SIGNED_OUT_FORMS_PER_HOUR}), damit niemand den Speicher füllen kann.`}
      </p>
      <p>
        {'Damit niemand Passwörter durchprobieren kann, zählt derselbe Speicher die Anmeldeversuche: zu jedem ' +
          'Versuch den Zeitpunkt und dazu bei einem Browser ohne Geräte-Cookie die eingegebene E-Mail-Adresse und die ' +
          'IP-Adresse (bei IPv6 deren erste 64 Bit), bei einem Browser mit Geräte-Cookie nur die Zufallszahl aus ' +
          'diesem Cookie; für alle Browser zusammen nur den Zeitpunkt. Ein richtiges Passwort nimmt seinen ' +
          'Versuch aus den Zählungen für Browser, Konto und IP-Adresse wieder heraus. Gezählt werden die letzten ' +
          `${WINDOW_MINUTES} Minuten (für alle Browser zusammen die letzten ${CROWD_WINDOW_SECONDS} Sekunden); ` +
          'spätestens eine Minute danach wird jeder Versuch gelöscht. Erlaubt sind in dieser Zeit höchstens so viele ' +
          'Versuche:'}
      </p>
      <TextList items={ATTEMPT_LIMITS} />
      <p>
        Im Redaktionssystem PocketBase (Betrieb: <SchoolFact school={school} fact="hosting" />) werden zum Benutzerkonto
        die E-Mail-Adresse, der Name und das Passwort (nur als nicht umkehrbarer Hash-Wert) gespeichert, bis das Konto
        gelöscht wird, spätestens nach dem Ende der Tätigkeit an der Schule, dazu die Rolle, ob das Konto deaktiviert
        ist, und Zeitpunkt und Art der letzten Anmeldung. Einladungen und Links für ein neues Passwort gehen per E-Mail
        über den Mailserver der Schule; ihr Link gilt {INVITATION_DAYS} Tage (Einladung) bzw. 30 Minuten (neues
        Passwort) und nur einmal. Ebenso der Code, den Redaktion und Administration nach dem Passwort eingeben:
        PocketBase speichert ihn nur als Hash-Wert und löscht ihn, sobald er verwendet ist; er gilt {codeMinutes}{' '}
        Minuten.
      </p>
      <p>
        Wer sich mit dem Microsoft- oder Google-Konto der Schule anmeldet, wird dafür zu diesem Anbieter geleitet, bei
        dem die Schule das Konto ohnehin führt. PocketBase erhält von dort nur die Kennung des Kontos, den Namen und die
        E-Mail-Adresse und merkt sich die Kennung beim Benutzerkonto, bis es gelöscht wird. Angemeldet wird nur, wer
        schon ein Konto der Schule hat; ein fremdes Konto wird abgewiesen und nichts von ihm gespeichert außer dem
        Eintrag im Protokoll.
      </p>
      <p>
        Damit die Schule nachvollziehen kann, wer was getan hat, führt PocketBase ein Protokoll: Anmeldungen und
        fehlgeschlagene Anmeldeversuche (mit der eingegebenen E-Mail-Adresse, nie dem Passwort), das Veröffentlichen,
        Planen, Zurückziehen, Löschen und Wiederherstellen von Beiträgen und Terminen sowie Einladungen und Änderungen
        an Konten, jeweils mit Zeitpunkt, Konto und Name. Lesen kann es nur die Administration der Schule; jeder Eintrag
        wird nach {AUDIT_KEPT_MONTHS} Monaten gelöscht. Rechtsgrundlage ist Art. 6 Abs. 1 lit. e in Verbindung mit Art.
        32 DSGVO (Sicherheit der Verarbeitung).
      </p>
      <p>
        Rechtsgrundlage für das Benutzerkonto ist Art. 6 Abs. 1 lit. e DSGVO, für den Schutz vor dem Durchprobieren von
        Passwörtern in Verbindung mit Art. 32 DSGVO; alle diese Cookies sind nach § 165 Abs. 3 TKG 2021 für die
        ausdrücklich gewünschte Anmeldung unbedingt erforderlich.
      </p>
    </LegalSection>
  );
}
