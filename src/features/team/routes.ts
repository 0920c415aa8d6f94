import type { MiddlewareHandler } from 'hono';
import { csrf } from 'hono/csrf';
import { isRecordId } from '../../lib/domain/record-id';
import { EDIT_FORM_FIELD } from '../../lib/domain/edit-routes';
import { managesTeam } from '../../lib/domain/staff-roles';
import type { SiteEnv } from '../../lib/platform/request-context';
import { answerDashForm, type FormContext } from '../editing';
import { checkAccount, checkInvite, readAccount, readInvite, TEAM_ACTIONS, type TeamAction } from './rules/team-form';
import { invite, removeMember, sendInvitation, updateMember } from './team-backend';

export const TEAM_BASE = '/dash/team';
/** A team form is a few short fields: anything larger is refused as it arrives. */
export const MAX_TEAM_FORM_BYTES = 16 * 1024;

/** Where a team form was posted: the list (the invitation) or one account's page. */
type TeamRoute = { base: typeof TEAM_BASE; id?: string };

/** The team route a path names: /dash/team, /dash/team/{id}; undefined for anything else. */
export function teamRouteOf(path: string): TeamRoute | undefined {
  if (path === TEAM_BASE) return { base: TEAM_BASE };
  const match = /^\/dash\/team\/([a-z0-9]+)$/.exec(path);
  return match?.[1] && isRecordId(match[1]) ? { base: TEAM_BASE, id: match[1] } : undefined;
}

export const memberHref = (id: string) => `${TEAM_BASE}/${id}`;

/** Each staff member's own page: which mails they get. */
export const ACCOUNT_PATH = '/dash/konto';
/** The box of /dash/konto: ticked, the account gets mails about posts and entries. */
export const MAILS_FIELD = 'mails';

const actionOf = (value: string): TeamAction | undefined => TEAM_ACTIONS.find((action) => action === value);

const NOT_SAVED = 'Noch nicht gespeichert. Bitte prüfen Sie die markierten Felder.';

/** The invitation (POST /dash/team): the account, then its mail. */
async function answerInvite({ form, session, back, done }: FormContext<TeamRoute>): Promise<Response> {
  const values = readInvite(form);
  const errors = checkInvite(values);
  if (Object.keys(errors).length) return back(TEAM_BASE, { values, errors, message: NOT_SAVED });
  const invited = await invite(session.token, values);
  if (!invited.ok) {
    const { message, fields } = invited.problem;
    return back(TEAM_BASE, { values, errors: fields, message });
  }
  if (invited.mailError) {
    return back(memberHref(invited.id), {
      values: { name: values.name, role: values.role },
      errors: {},
      message: `Das Konto ist angelegt, aber die Einladung ging nicht hinaus: ${invited.mailError} Bitte prüfen Sie den Mailserver und senden Sie sie unten erneut.`,
    });
  }
  return done(`${TEAM_BASE}?eingeladen=1`);
}

/** One account's form (POST /dash/team/{id}): save name and role, (de)activate, invite again, remove. */
async function answerMember(context: FormContext<TeamRoute>, id: string, action: TeamAction): Promise<Response> {
  const { form, session, store, back, done } = context;
  const page = memberHref(id);
  // Whatever an admin changed on an account, its sessions ask PocketBase again at their next request.
  const recheck = () => store.recheckSessionsOf(id).catch(() => undefined);
  if (action === 'einladung') {
    const sent = await sendInvitation(session.token, id);
    if (sent !== true) return back(page, { values: readAccount(form), errors: {}, message: sent });
    return done(`${page}?gesendet=1`);
  }
  if (action === 'entfernen') {
    if (form.text(EDIT_FORM_FIELD.confirm) !== EDIT_FORM_FIELD.confirmed) {
      return back(page, {
        values: readAccount(form),
        errors: { [EDIT_FORM_FIELD.confirm]: 'Bitte bestätigen Sie, dass dieses Konto entfernt werden soll.' },
        message: 'Noch nicht entfernt.',
      });
    }
    const removed = await removeMember(session.token, id);
    if (!removed.ok) return back(page, { values: readAccount(form), errors: {}, message: removed.problem.message });
    await recheck();
    return done(`${TEAM_BASE}?entfernt=1`);
  }
  const values = readAccount(form);
  let body: Record<string, unknown>;
  if (action === 'speichern') {
    const errors = checkAccount(values);
    if (Object.keys(errors).length) return back(page, { values, errors, message: NOT_SAVED });
    body = { name: values.name, role: values.role };
  } else {
    body = { deactivated: action === 'deaktivieren' };
  }
  const saved = await updateMember(session.token, id, body);
  if (!saved.ok) return back(page, { values, errors: saved.problem.fields, message: saved.problem.message });
  await recheck();
  return done(
    `${page}?${action === 'speichern' ? 'gespeichert' : action === 'deaktivieren' ? 'deaktiviert' : 'aktiviert'}=1`,
  );
}

/**
 * POSTs of the team's forms (contract.md, "Staff accounts and sign-in"), from our own origin only, as the signed-in
 * admin: PocketBase's rules on `users` decide; the site only asks. A session that ended keeps what was typed.
 */
export default function teamForms(): MiddlewareHandler<SiteEnv> {
  const sameOrigin = csrf();
  return async function handleTeamForm(c, next) {
    const { route } = c.var.request;
    if (c.req.method !== 'POST' || !route.ok || route.rsc) return next();
    if (route.path === ACCOUNT_PATH) {
      await sameOrigin(c, async () => {
        c.res = await answerDashForm(
          c,
          { base: ACCOUNT_PATH },
          async ({ form, session, back, done }) => {
            const mails = form.flag(MAILS_FIELD);
            // Any role, its own account only: PocketBase's rule on `users` lets staff change this field of theirs.
            const saved = await updateMember(session.token, session.id, { mails_off: !mails });
            if (!saved.ok) return back(ACCOUNT_PATH, { values: { mails }, errors: {}, message: saved.problem.message });
            return done(`${ACCOUNT_PATH}?gespeichert=1`);
          },
          (form) => ({ values: { mails: form.flag(MAILS_FIELD) }, errors: {} }),
          MAX_TEAM_FORM_BYTES,
        );
      });
      return;
    }
    const target = teamRouteOf(route.path);
    if (!target) return next();
    await sameOrigin(c, async () => {
      c.res = await answerDashForm<TeamRoute>(
        c,
        target,
        async (context) => {
          if (!managesTeam(context.session.role)) return context.done(`${TEAM_BASE}?fehler=nur-administration`);
          const action = actionOf(context.form.text(EDIT_FORM_FIELD.action, 20));
          if (!target.id) return answerInvite(context);
          if (!action || action === 'einladen') return context.done(memberHref(target.id));
          return answerMember(context, target.id, action);
        },
        (form, where) => ({ values: where.id ? readAccount(form) : readInvite(form), errors: {} }),
        MAX_TEAM_FORM_BYTES,
      );
    });
  };
}
