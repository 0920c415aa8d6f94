import { errorHtml } from './error-html';

/** Router (RSC) answers that went wrong: a short German text, never an internal message. */
export function rscErrorResponse(status: number): Response {
  const text = status === 404 ? 'Nicht gefunden' : status < 500 ? 'Ungültige Anfrage' : 'Interner Fehler';
  return new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

/** The spec's 404 page for a path no route can serve. */
export function notFoundPage(pathAndQuery: string): Response {
  return new Response(errorHtml(404, `Page not found: ${pathAndQuery.slice(0, 200)}`), {
    status: 404,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
}
