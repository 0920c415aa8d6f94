import type { Context } from 'hono';
import { clientAddress } from '../../lib/domain/client-address';
import type { FormBody } from '../../lib/domain/form-reader';
import { FormReader } from '../../lib/domain/form-reader';
import type { EditRoute } from '../../lib/domain/edit-routes';
import type { SiteEnv, StaffSession } from '../../lib/platform/request-context';
import { readFormCookie, readSessionCookie, setFormCookie } from '../../lib/edge/cookie-jar';
import { checkStaffSession, type StaffAuthClient, staffAuthClient } from '../staff';
import { FORM_STATE_PARAM, type FormOwner, type FormState, formBrowserId, keepFormState } from './form-state';
import { readLimitedBody } from '../../lib/edge/limited-body';

/** Larger bodies are refused as they arrive (chunked ones too): three 10 MB photos and attachments fit. */
export const MAX_FORM_BYTES = 60 * 1024 * 1024;

export const SESSION_ENDED_MESSAGE =
  'Ihre Anmeldung war abgelaufen, deshalb wurde noch nichts gespeichert. Ihre Eingaben stehen unten: bitte speichern Sie erneut.';

/** Where a dashboard form was posted: an editing route, or another form's (the team's) with its list as `base`. */
export type FormRoute = { base: string };

/** What one form's handler gets: the signed-in staff member, the form, and how to answer. */
export type FormContext<R extends FormRoute = EditRoute> = {
  c: Context<SiteEnv>;
  route: R;
  session: StaffSession;
  store: StaffAuthClient;
  form: FormReader;
  /** Back to `path` with the form as it was: kept for this browser and account, named in the address. */
  back: <V>(path: string, state: FormState<V>) => Promise<Response>;
  /** On to `path` after a save (Post/Redirect/Get). */
  done: (path: string) => Response;
};

/** Reads how a handler would show a form from a body alone (the session ended before it could be saved). */
export type Unsaved<R extends FormRoute = EditRoute> = (form: FormReader, route: R) => FormState<unknown>;

function withState(path: string, id: string | undefined): string {
  return id ? `${path}?${new URLSearchParams({ [FORM_STATE_PARAM]: id })}` : path;
}

const MB = 1024 * 1024;
const tooLarge = (c: Context<SiteEnv>, maxBytes: number) =>
  c.text(
    maxBytes >= MB
      ? `Das Formular ist zu groß (höchstens ${maxBytes / MB} MB auf einmal). Bitte laden Sie weniger Dateien hoch.`
      : `Das Formular ist zu groß (höchstens ${Math.floor(maxBytes / 1024)} KB). Bitte kürzen Sie Ihre Eingaben.`,
    413,
  );

const toLogin = (c: Context<SiteEnv>, query: Record<string, string>) =>
  c.redirect(`/dash/login?${new URLSearchParams(query)}`, 303);

/**
 * A dashboard form's POST: the staff member's session, then the body, and the way back. A browser that holds no
 * session cookie at all is sent to sign in before a byte of its body is read. A session that ended while someone
 * typed keeps the form for that browser (and account) and sends them to sign in, then back to it.
 */
export async function answerDashForm<R extends FormRoute = EditRoute>(
  c: Context<SiteEnv>,
  route: R,
  handle: (context: FormContext<R>) => Promise<Response>,
  unsaved: Unsaved<R>,
  maxBytes = MAX_FORM_BYTES,
): Promise<Response> {
  const { bindings, config, route: request } = c.var.request;
  const path = request.ok ? request.path : route.base;
  const cookie = readSessionCookie(c);
  if (!cookie) return toLogin(c, { next: path, fehler: 'nicht-angemeldet' });
  const store = staffAuthClient(bindings, config.siteId);
  const check = await checkStaffSession(store, cookie);
  const body = await readLimitedBody(c, maxBytes, () => c.req.parseBody({ all: true }) as Promise<FormBody>);
  if (body === 'too-large') return tooLarge(c, maxBytes);
  const form = new FormReader(body ?? {});
  const browser = formBrowserId(readFormCookie(c));
  const keep = async <V>(owner: FormOwner, state: FormState<V>, signedOut?: { address: string }) => {
    const named = state.filesAgain
      ? {
          chosen: form
            .fileNames()
            .slice(0, 40)
            .map((name) => name.slice(0, 150)),
        }
      : {};
    const id = await keepFormState(store, owner, { ...state, ...named }, signedOut);
    if (id) setFormCookie(c, browser);
    return id;
  };

  if (check.state !== 'valid') {
    const state = { ...unsaved(form, route), message: SESSION_ENDED_MESSAGE };
    const owner = { browser, ...(check.state === 'none' && check.endedUserId ? { userId: check.endedUserId } : {}) };
    const id = await keep(owner, state, { address: clientAddress(c.req.header('cf-connecting-ip')) });
    if (check.state === 'unavailable') return toLogin(c, { next: withState(path, id), fehler: 'nicht-erreichbar' });
    return toLogin(c, id ? { next: withState(path, id) } : { next: path, fehler: 'nicht-aufbewahrt' });
  }
  const session = check.session;
  c.var.request.staffSession = session;
  const done = (target: string) => c.redirect(target, 303);
  const back = async <V>(target: string, state: FormState<V>) =>
    done(withState(target, await keep({ browser, userId: session.id }, state)));
  const response = await handle({ c, route, session, store, form, back, done });
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}
