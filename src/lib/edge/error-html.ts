import { escapeHtml } from '../domain/escape-html';
/** The plain pages' own styles; the Content-Security-Policy allows exactly these texts (edge/csp). */
export const ERROR_PAGE_CSS =
  'body{font-family:system-ui,sans-serif;background:#fdf6e9;color:#1f1a14;margin:0;display:grid;place-items:center;min-height:100vh}main{max-width:40rem;padding:2rem;text-align:center}a{display:inline-block;padding:.5rem 1.5rem;border-radius:999px;background:#c2410c;color:#fff;text-decoration:none;font-weight:600}footer{margin-top:2rem;padding:.5rem;background:#f6ead3;font-family:monospace;overflow-wrap:anywhere}@media (prefers-color-scheme:dark){body{background:#121110;color:#f3ece2}footer{background:#262320}a{background:#fb923c;color:#1a1208}}';
export const SETUP_PAGE_CSS =
  'body{font-family:system-ui,sans-serif;background:#fdf6e9;color:#1f1a14;margin:0;display:grid;place-items:center;min-height:100vh}main{max-width:40rem;padding:2rem;text-align:center}@media (prefers-color-scheme:dark){body{background:#121110;color:#f3ece2}}';

/** The error page of seed-spec section 2 as plain HTML, for failures before or outside React rendering. */
export function errorHtml(status: number, message: string): string {
  const notFound = status === 404;
  const heading = notFound ? 'Seite nicht gefunden!' : 'Ein Fehler ist aufgetreten!';
  const text = notFound
    ? 'Die angeforderte Seite konnte nicht gefunden werden. Bitte überprüfen Sie die URL oder kehren Sie zur Startseite zurück.'
    : 'Die Website ist momentan nicht erreichbar. Bitte versuchen Sie es später erneut oder wenden Sie sich an den Support.';
  return `<!DOCTYPE html><html lang="de-AT"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${heading}</title><style>${ERROR_PAGE_CSS}</style></head><body><main><h1>${heading}</h1><p>${text}</p><a href="/">Zurück zur Startseite</a><footer><strong>${status}</strong> ${escapeHtml(message)}</footer></main></body></html>`;
}

/** Seconds a visitor (or crawler) should wait while the school installs the schema. */
export const SETUP_RETRY_AFTER_SECONDS = 300;

/** What visitors see while PocketBase has no schema yet: not an error of theirs, and it will pass. */
export function setupHtml(): string {
  return `<!DOCTYPE html><html lang="de-AT"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Die Website wird gerade eingerichtet</title><style>${SETUP_PAGE_CSS}</style></head><body><main><h1>Die Website wird gerade eingerichtet</h1><p>Die Schule richtet ihre Website gerade ein. Bitte schauen Sie in ein paar Minuten wieder vorbei.</p></main></body></html>`;
}
