/**
 * What "Telling parents" keeps about a subscriber, where, who carries each message and for how long. The
 * Datenschutz page states these sentences; the subscription store deletes by PUSH_RETENTION_DAYS from here,
 * so the page and the code cannot drift apart.
 */
import { MAX_BOUNCES, UNCONFIRMED_DAYS } from './parent-mails';

/** A subscription whose choice was not saved again within this many days is deleted. */
export const PUSH_RETENTION_DAYS = 400;

/** Calendar entries are announced when they start within this many days (also when their dates change). */
export const PUSH_CALENDAR_DAYS = 14;

/** The Datenschutz section about notifications; /benachrichtigungen links to it. */
export const PUSH_PRIVACY_SECTION = 'benachrichtigungen';
export const PUSH_PRIVACY_HREF = `/datenschutz#${PUSH_PRIVACY_SECTION}`;

/** What the site keeps per subscription. */
export const PUSH_KEPT_DATA = [
  'die Push-Adresse (Endpoint), die Ihr Browser für diese Website erzeugt hat',
  'die beiden Schlüssel dieser Adresse (p256dh und auth), mit denen jede Nachricht für Ihren Browser verschlüsselt wird',
  'die gewählten Klassen (oder „Ganze Schule“)',
  'den Zeitpunkt Ihrer Einwilligung; er wird bei jedem Speichern der Auswahl erneuert',
] as const;

export const PUSH_NOT_KEPT =
  'Wir speichern dazu keinen Namen, keine E-Mail-Adresse und keine IP-Adresse; ein Konto ist nicht nötig.';

export const PUSH_STORAGE =
  'Gespeichert wird in einem Durable Object von Cloudflare, das in der EU-Jurisdiktion angelegt ist, getrennt für ' +
  'jede Schule. Cloudflare ist dafür unser Auftragsverarbeiter (Art. 28 DSGVO).';

/** The push services by browser: the browser maker runs the one its browsers use. */
export const PUSH_SERVICES = [
  'Google (Firebase Cloud Messaging) für Chrome, Edge auf Android, Samsung Internet, Opera und andere Chromium-Browser',
  'Apple (Apple Push Notification service) für Safari auf dem Mac sowie auf iPhone und iPad',
  'Mozilla (Mozilla Push Service) für Firefox',
  'Microsoft (Windows Push Notification Services) für Edge auf Windows',
] as const;

export const PUSH_SERVICE_SEES =
  'Jede Nachricht ist Ende-zu-Ende verschlüsselt (RFC 8291): Der Push-Dienst sieht nur, dass eine Nachricht für ' +
  'die Push-Adresse ankommt, ihre Größe und den Zeitpunkt, nicht ihren Inhalt und nicht Ihre Auswahl. Nachrichten ' +
  'enthalten den Titel eines Beitrags oder Termins und seine Adresse, nie den Namen einer Schülerin oder eines Schülers.';

export const PUSH_RETENTION = [
  'bis Sie die Benachrichtigungen auf der Seite „Benachrichtigungen“ ausschalten',
  'bis Ihr Browser oder sein Push-Dienst die Push-Adresse beendet (etwa wenn Sie die Website-Daten löschen); die ' +
    'Adresse wird gelöscht, sobald der Push-Dienst das meldet',
  `höchstens ${PUSH_RETENTION_DAYS} Tage nach dem letzten Speichern der Auswahl: Eine Anmeldung, die nicht innerhalb ` +
    `von ${PUSH_RETENTION_DAYS} Tagen erneuert wird, löschen wir`,
] as const;

export const PUSH_LEGAL_BASIS = 'Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie mit dem Einschalten erteilen.';

/** What stays in the browser (the service worker's copy of the choice: cache "push-choice"). */
export const PUSH_BROWSER_STORAGE =
  'In Ihrem Browser legt die Website dazu im Cache-Speicher den Eintrag „push-choice“ ab: die gewählten Klassen und ' +
  'den öffentlichen Schlüssel der Website, damit Ihr Browser die Anmeldung selbst erneuern kann. Er bleibt auf ' +
  'Ihrem Gerät und wird beim Ausschalten gelöscht. Auch diese Speicherung beruht auf Ihrer Einwilligung ' +
  '(§ 165 Abs. 3 TKG 2021).';

export const PUSH_WITHDRAWAL =
  'Sie können die Einwilligung jederzeit widerrufen, ohne Angabe von Gründen und mit Wirkung für die Zukunft: mit ' +
  'der Schaltfläche „Benachrichtigungen ausschalten“ auf der Seite „Benachrichtigungen“ oder in den ' +
  'Website-Einstellungen Ihres Browsers (Benachrichtigungen für diese Website blockieren oder die Website-Daten löschen).';

/** The Datenschutz section about e-mails to parents; /benachrichtigungen links to it. */
export const MAIL_PRIVACY_SECTION = 'e-mails-an-eltern';
export const MAIL_PRIVACY_HREF = `/datenschutz#${MAIL_PRIVACY_SECTION}`;

/** What the site keeps per e-mail address. */
export const MAIL_KEPT_DATA = [
  'die E-Mail-Adresse',
  'die gewählten Klassen (oder „Ganze Schule“) und ob Sie jede Nachricht oder den Wochenüberblick bekommen',
  'wann Sie die Adresse eingetragen und wann Sie bestätigt haben',
  'einen zufälligen Schlüssel, mit dem die Links in unseren E-Mails Ihre Auswahl finden',
  'wie oft der Mailserver Ihres Anbieters die Adresse zuletzt als nicht vorhanden abgewiesen hat',
] as const;

export const MAIL_NOT_KEPT =
  'Einen Namen brauchen wir nicht. Ihre IP-Adresse speichern wir nicht: Um Missbrauch des Formulars zu verhindern, ' +
  'zählen wir nur eine Stunde lang im Arbeitsspeicher, wie oft aus einem Netz angemeldet wurde.';

export const MAIL_STORAGE =
  'Gespeichert wird wie bei den Push-Benachrichtigungen in einem Durable Object von Cloudflare in der EU-Jurisdiktion, ' +
  'getrennt für jede Schule (Auftragsverarbeiter nach Art. 28 DSGVO).';

export const MAIL_SENDING =
  'Verschickt wird jede E-Mail über den Server der Schule, auf dem auch die Inhalte der Website liegen, und ihren ' +
  'Mailserver (den die Schule für ihre eigenen E-Mails nutzt, etwa Microsoft 365). Dabei sehen diese die Adresse und ' +
  'den Inhalt der E-Mail, speichern die Adresse aber nicht in unserer Liste. Danach stellt Ihr E-Mail-Anbieter die ' +
  'E-Mail zu. Eine E-Mail enthält den Titel, einen kurzen Auszug und den Link eines Beitrags oder Termins und den Namen ' +
  'der Schule.';

export const MAIL_RETENTION = [
  `eine nicht bestätigte Adresse: ${UNCONFIRMED_DAYS} Tage nach dem Eintragen; bis dahin schicken wir ihr nichts außer der Bitte um Bestätigung`,
  'eine bestätigte Adresse: bis Sie die E-Mails abbestellen (mit dem Link in jeder E-Mail oder auf der Seite Ihrer Auswahl)',
  `oder wenn der Mailserver Ihres Anbieters die Adresse ${MAX_BOUNCES}-mal als nicht vorhanden abweist`,
] as const;

export const MAIL_LEGAL_BASIS =
  'Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie mit der Bestätigung erteilen. Sie können sie jederzeit ' +
  'widerrufen: mit dem Link „Auswahl ändern oder abbestellen“ in jeder E-Mail; Ihre Adresse wird dann sofort gelöscht.';
