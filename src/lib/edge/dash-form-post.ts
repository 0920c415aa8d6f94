import type { Context } from 'hono';
import type { FormBody } from '../domain/form-reader';
import { FormReader } from '../domain/form-reader';
import type { EditRoute } from '../domain/edit-routes';
import type { SiteEnv, StaffSession } from '../platform/request-context';
import { readSessionCookie } from './auth/cookie';
import { checkStaffSession } from './auth/check-staff-session';
import { type StaffAuthClient, staffAuthClient } from './auth/staff-auth-client';
import { FORM_STATE_PARAM, type FormState, keepFormState } from './form-state';

/** Larger bodies are refused before they are read: three 10 MB photos and attachments fit. */
export const MAX_FORM_BYTES = 60 * 1024 * 1024;

export const SESSION_ENDED_MESSAGE =
  'Ihre Anmeldung war abgelaufen, deshalb wurde noch nichts gespeichert. Ihre Eingaben stehen unten: bitte speichern Sie erneut.';

/** What one form's handler gets: the signed-in staff member, the form, and how to answer. */
export type FormContext = {
  c: Context<SiteEnv>;
  route: EditRoute;
  session: StaffSession;
  store: StaffAuthClient;
  form: FormReader;
  /** Back to `path` with the form as it was: kept in the session store, named in the address. */
  back: <V>(path: string, state: FormState<V>) => Promise<Response>;
  /** On to `path` after a save (Post/Redirect/Get). */
  done: (path: string) => Response;
};

/** Reads how a handler would show a form from a body alone (the session ended before it could be saved). */
export type Unsaved = (form: FormReader, route: EditRoute) => FormState<unknown>;

async function readBody(c: Context<SiteEnv>): Promise<FormBody | undefined> {
  const length = Number(c.req.header('content-length') ?? 0);
  if (length > MAX_FORM_BYTES) return undefined;
  return (await c.req.parseBody({ all: true }).catch(() => undefined)) as FormBody | undefined;
}

function withState(path: string, id: string | undefined): string {
  return id ? `${path}?${new URLSearchParams({ [FORM_STATE_PARAM]: id })}` : path;
}

/**
 * A dashboard form's POST: the staff member's session, the body, and the way back. A session that ended while
 * they typed keeps the form and sends them to sign in, then back to it; nothing typed is lost.
 */
export async function answerDashForm(
  c: Context<SiteEnv>,
  route: EditRoute,
  handle: (context: FormContext) => Promise<Response>,
  unsaved: Unsaved,
): Promise<Response> {
  const { bindings, config, route: request } = c.var.request;
  const path = request.ok ? request.path : route.base;
  const store = staffAuthClient(bindings, config.siteId);
  const body = await readBody(c);
  if (!body) {
    return c.text('Das Formular ist zu groß (höchstens 60 MB auf einmal). Bitte laden Sie weniger Dateien hoch.', 413);
  }
  const form = new FormReader(body);
  const cookie = readSessionCookie(c);
  const check = cookie ? await checkStaffSession(store, cookie) : ({ state: 'none' } as const);
  if (check.state !== 'valid') {
    const id = await keepFormState(store, undefined, { ...unsaved(form, route), message: SESSION_ENDED_MESSAGE });
    const query = new URLSearchParams({ next: withState(path, id) });
    if (check.state === 'unavailable') query.set('fehler', 'nicht-erreichbar');
    return c.redirect(`/dash/login?${query}`, 303);
  }
  const session = check.session;
  c.var.request.staffSession = session;
  const done = (target: string) => c.redirect(target, 303);
  const back = async <V>(target: string, state: FormState<V>) =>
    done(withState(target, await keepFormState(store, session.id, state)));
  const response = await handle({ c, route, session, store, form, back, done });
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}
