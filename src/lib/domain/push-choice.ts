/**
 * The browser's side of "Telling parents" (contract.md): where it subscribes, where it keeps the choice for the
 * service worker, and the few rules /benachrichtigungen decides by. Pure, so the page's client leaf stays small.
 */

export const PUSH_SUBSCRIPTIONS_PATH = '/api/push/subscriptions';
export const SERVICE_WORKER_PATH = '/sw.js';
/** The service worker reads the choice from here to subscribe again when the push service changes the address. */
export const PUSH_CHOICE_CACHE = 'push-choice';
export const PUSH_CHOICE_URL = '/push-choice';

/** The classes chosen (empty: the whole school) and the VAPID public key the subscription was made with. */
export type PushChoice = { classes: string[]; vapid: string };

/** What /benachrichtigungen says, in German; the tests read them from here. */
export const PUSH_MESSAGES = {
  needsScript: 'Benachrichtigungen brauchen JavaScript und einen aktuellen Browser.',
  unsupported:
    'Dieser Browser kann keine Benachrichtigungen von Websites empfangen. Mit einem aktuellen Chrome, Edge, Firefox ' +
    'oder Safari geht es.',
  denied:
    'Ihr Browser blockiert Benachrichtigungen dieser Website. Erlauben Sie sie in den Website-Einstellungen des ' +
    'Browsers (meist über das Symbol links neben der Adresse: „Benachrichtigungen“ auf „Zulassen“), laden Sie die ' +
    'Seite neu und tippen Sie dann noch einmal auf „Benachrichtigungen einschalten“.',
  dismissed:
    'Der Browser hat nicht nach der Erlaubnis gefragt oder Sie haben die Frage geschlossen. Tippen Sie noch einmal ' +
    'auf „Benachrichtigungen einschalten“ und wählen Sie „Zulassen“.',
  nothingChosen: 'Bitte wählen Sie „Ganze Schule“ oder mindestens eine Klasse.',
  offline:
    'Keine Verbindung zum Server. Bitte prüfen Sie die Internetverbindung und versuchen Sie es noch einmal; Ihre ' +
    'Auswahl bleibt erhalten.',
  failed: 'Das hat nicht geklappt. Bitte versuchen Sie es später noch einmal; Ihre Auswahl bleibt erhalten.',
  on: 'Benachrichtigungen sind eingeschaltet.',
  saved: 'Ihre Auswahl ist gespeichert.',
  off: 'Benachrichtigungen sind ausgeschaltet.',
} as const;

/** The stored choice, or undefined for anything that is not one. */
export function readPushChoice(value: unknown): PushChoice | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { classes, vapid } = value as Record<string, unknown>;
  if (!Array.isArray(classes) || !classes.every((id) => typeof id === 'string') || typeof vapid !== 'string') {
    return undefined;
  }
  return { classes, vapid };
}

/** The applicationServerKey bytes of a base64url VAPID public key. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (char) => char.charCodeAt(0));
}

/** Whether a subscription was made with this key (a changed key needs a new subscription). */
export function sameKey(subscribedWith: ArrayBuffer | null | undefined, key: Uint8Array): boolean {
  if (!subscribedWith) return false;
  const bytes = new Uint8Array(subscribedWith);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

/**
 * iPhone and iPad, whose browsers receive notifications only as a home-screen app (iOS 16.4 and later). An iPad
 * calls itself a Mac: a Mac with a touch screen is one.
 */
export function isAppleMobile(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/**
 * The German sentence of a refused request: the server's own (a JSON `{ "error" }`, or a 400's plain text), else one
 * naming the status.
 */
export function refusalMessage(status: number, contentType: string | null, body: string): string {
  const own = contentType?.includes('json') ? jsonError(body) : status === 400 ? body.trim() : undefined;
  if (own) return own;
  return `Der Server hat die Anfrage nicht angenommen (Fehler ${status}). Bitte versuchen Sie es später noch einmal.`;
}

function jsonError(body: string): string | undefined {
  try {
    const error = (JSON.parse(body) as { error?: unknown }).error;
    return typeof error === 'string' ? error.trim() : undefined;
  } catch {
    return undefined;
  }
}
