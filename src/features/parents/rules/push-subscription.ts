import { base64url } from 'jose';
import { isRecordId } from '../../../lib/domain/record-id';

/**
 * The browsers' push services, by host: an endpoint elsewhere would make the site send its messages (and the
 * subscriber's keys' work) to whoever asked. Chrome, Edge on Android, Opera, Samsung: FCM; Firefox: Mozilla's
 * autopush; Safari (macOS, iOS 16.4+): Apple; Edge on Windows: WNS.
 */
const PUSH_SERVICE_HOSTS: readonly RegExp[] = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^(web\.push|[a-z0-9-]+\.push)\.apple\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
];

/** What one subscription keeps (contract.md "Telling parents"): nothing else about the visitor. */
export type PushSubscriptionInput = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** Chosen classes; empty: the whole school. */
  classes: string[];
};

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** Largest request body accepted (a subscription is about 500 bytes; 50 class ids about 900). */
export const MAX_PUSH_BODY_BYTES = 4096;
const MAX_ENDPOINT_LENGTH = 1024;
const MAX_CLASSES = 50;
const P256DH_BYTES = 65;
const AUTH_BYTES = 16;

const refuse = (error: string): { ok: false; error: string } => ({ ok: false, error });

/** Whether `endpoint` is an https address of a known push service, or of an origin the deployment adds for tests. */
export function isAllowedEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  return url.protocol === 'https:' && !url.port && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
}

/** The bytes of a base64url text (padded or not), or undefined when it is not one. */
function base64UrlBytes(text: unknown): Uint8Array | undefined {
  if (typeof text !== 'string' || !/^[A-Za-z0-9_-]+={0,2}$/.test(text)) return undefined;
  try {
    return base64url.decode(text);
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseEndpoint(value: unknown, extraOrigins: readonly string[]): Parsed<string> {
  if (typeof value !== 'string' || !value) return refuse('Die Anmeldung des Browsers enthält keine Push-Adresse.');
  if (value.length > MAX_ENDPOINT_LENGTH) return refuse('Die Push-Adresse ist zu lang.');
  if (!isAllowedEndpoint(value, extraOrigins)) {
    return refuse('Diese Push-Adresse gehört zu keinem bekannten Push-Dienst eines Browsers.');
  }
  return { ok: true, value };
}

/** The body of POST /api/push/subscriptions: `{ subscription: PushSubscription.toJSON(), classes: [ids] }`. */
export function parseSubscribeBody(
  body: unknown,
  extraOrigins: readonly string[],
  knownClassIds: ReadonlySet<string>,
): Parsed<PushSubscriptionInput> {
  if (!isObject(body) || !isObject(body.subscription)) {
    return refuse('Erwartet wird JSON mit „subscription“ (die Anmeldung des Browsers) und „classes“.');
  }
  const endpoint = parseEndpoint(body.subscription.endpoint, extraOrigins);
  if (!endpoint.ok) return endpoint;
  const keys = isObject(body.subscription.keys) ? body.subscription.keys : {};
  const p256dh = base64UrlBytes(keys.p256dh);
  // An uncompressed P-256 point: 0x04, then x and y.
  if (p256dh?.byteLength !== P256DH_BYTES || p256dh[0] !== 0x04) {
    return refuse('Der öffentliche Schlüssel (p256dh) der Anmeldung ist ungültig.');
  }
  const auth = base64UrlBytes(keys.auth);
  if (auth?.byteLength !== AUTH_BYTES) return refuse('Das Geheimnis (auth) der Anmeldung ist ungültig.');
  const classes = body.classes ?? [];
  if (!Array.isArray(classes) || classes.length > MAX_CLASSES) {
    return refuse(`„classes“ muss eine Liste von höchstens ${MAX_CLASSES} Klassen sein.`);
  }
  if (!classes.every((id) => isRecordId(id) && knownClassIds.has(id))) {
    return refuse('Mindestens eine der gewählten Klassen gibt es an dieser Schule nicht.');
  }
  return {
    ok: true,
    value: {
      endpoint: endpoint.value,
      keys: { p256dh: base64url.encode(p256dh), auth: base64url.encode(auth) },
      classes: [...new Set(classes as string[])].sort(),
    },
  };
}

/** The body of DELETE /api/push/subscriptions: `{ endpoint }`. */
export function parseUnsubscribeBody(body: unknown, extraOrigins: readonly string[]): Parsed<string> {
  if (!isObject(body)) return refuse('Erwartet wird JSON mit „endpoint“ (die Push-Adresse).');
  return parseEndpoint(body.endpoint, extraOrigins);
}
