export type LogLevel = 'info' | 'warn' | 'error';
export type LogFields = Record<string, string | number | boolean | undefined>;

/**
 * One JSON object per line, which Workers Logs (wrangler.toml [observability]) turns into searchable fields.
 * Callers use request-state's `log`, which adds the request's id. What a line may say: the event and the fields each
 * caller names (paths without
 * query strings, statuses, timings, PocketBase addresses). Never a visitor's address, cookie, e-mail, name, token or
 * search text: the Datenschutz page promises so (LOGGED_FACTS).
 */
export function writeLog(level: LogLevel, event: string, fields: LogFields): void {
  const line = JSON.stringify({ level, event, ...fields });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}

/** An error as a log field: name and message, and its cause's (e.g. Cloudflare Access refusing the worker). */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause === undefined ? '' : ` (cause: ${describeError(error.cause)})`;
  return `${error.name}: ${error.message}${cause}`;
}

/** What the logs hold, for the Datenschutz page; a test holds both to the request log's fields. */
export const LOGGED_FACTS = [
  'eine zufällige Kennung der Anfrage',
  'Art (z. B. GET) und Adresse des Aufrufs, ohne Suchbegriffe und andere Parameter',
  'Antwortstatus und ob die Seite aus dem Zwischenspeicher kam',
  'Dauer der Antwort sowie Zahl und Dauer der Abfragen an PocketBase',
] as const;

/** How long Cloudflare keeps Workers Logs (its plans' fixed retention), for the Datenschutz page. */
export const LOG_RETENTION_DAYS = { free: 3, paid: 7 } as const;
