/**
 * What /benachrichtigungen says and the rule it tells iPhones and iPads by (contract.md "Telling parents"); what
 * subscribing needs is in push-browser.
 */

/** Which of the form's parts shows: pending is the server's (and the page's without JavaScript). */
export type PushPhase = 'pending' | 'unsupported' | 'home-screen' | 'denied' | 'off' | 'on';

/**
 * What /benachrichtigungen says, in German, by the key its script shows them under: the server writes them into the
 * page, so the script carries none of them (tests read them from here too).
 */
export const PUSH_MESSAGES = {
  'needs-script': 'Benachrichtigungen brauchen JavaScript und einen aktuellen Browser.',
  unsupported:
    'Dieser Browser kann keine Benachrichtigungen von Websites empfangen. Mit einem aktuellen Chrome, Edge, Firefox ' +
    'oder Safari geht es.',
  'how-to-allow':
    'Ihr Browser blockiert Benachrichtigungen dieser Website. Erlauben Sie sie in den Website-Einstellungen des ' +
    'Browsers (meist über das Symbol links neben der Adresse: „Benachrichtigungen“ auf „Zulassen“), laden Sie die ' +
    'Seite neu und tippen Sie dann noch einmal auf „Benachrichtigungen einschalten“.',
  'turn-on': 'Benachrichtigungen einschalten',
  save: 'Auswahl speichern',
  'turn-off': 'Benachrichtigungen ausschalten',
  'is-on': 'Benachrichtigungen sind auf diesem Gerät eingeschaltet. Sie können Ihre Auswahl ändern.',
  denied: 'Ihr Browser blockiert Benachrichtigungen dieser Website; der Hinweis oben sagt, wie Sie sie erlauben.',
  default:
    'Der Browser hat nicht nach der Erlaubnis gefragt oder Sie haben die Frage geschlossen. Tippen Sie noch einmal ' +
    'auf „Benachrichtigungen einschalten“ und wählen Sie „Zulassen“.',
  'nothing-chosen': 'Bitte wählen Sie „Ganze Schule“ oder mindestens eine Klasse.',
  offline:
    'Keine Verbindung zum Server. Bitte prüfen Sie die Internetverbindung und versuchen Sie es noch einmal; Ihre ' +
    'Auswahl bleibt erhalten.',
  failed: 'Das hat nicht geklappt. Bitte versuchen Sie es später noch einmal; Ihre Auswahl bleibt erhalten.',
  on: 'Benachrichtigungen sind eingeschaltet.',
  saved: 'Ihre Auswahl ist gespeichert.',
  off: 'Benachrichtigungen sind ausgeschaltet.',
} as const;

/** The messages the script shows in the status line (the others are parts of the form). */
export const PUSH_STATUS_KEYS = [
  'denied',
  'default',
  'nothing-chosen',
  'offline',
  'failed',
  'on',
  'saved',
  'off',
] as const satisfies readonly (keyof typeof PUSH_MESSAGES)[];

/**
 * iPhone and iPad, whose browsers receive notifications only as a home-screen app (iOS 16.4 and later). An iPad
 * calls itself a Mac: a Mac with a touch screen is one.
 */
export function isAppleMobile(userAgent: string, maxTouchPoints: number): boolean {
  return /iP(hone|ad|od)/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}
