import type { RecordModel } from 'pocketbase';
import { deleteRecord, getEditableRecord, UNAVAILABLE_MESSAGE, type WriteProblem } from '../../lib/content/editing';
import { EDIT_FORM_FIELD, type EditRoute } from '../../lib/domain/edit-routes';
import type { FormReader } from '../../lib/domain/form-reader';
import type { FormErrors } from '../../lib/domain/post-form-rules';
import { isPublic, toPublishing } from '../../lib/domain/publishing';
import { CONFIRM_TEXT, type EditAction } from '../../lib/domain/staff-roles';
import { now, type StaffSession } from '../../lib/platform/request-context';
import { noteTakenDown } from '../../lib/platform/takedown';
import { answerDashForm, type FormContext, type Unsaved } from './dash-form-post';
import type { FormState } from './form-state';

/** Whether the staff member confirmed `action` (the page's question answered "Ja", or JavaScript's dialog). */
export const confirmed = (form: FormReader, action: string): boolean =>
  form.texts(EDIT_FORM_FIELD.confirm).includes(action);

export const CONFIRM_DELETE_MESSAGE = 'Bitte bestätigen Sie das Löschen mit dem Kästchen über „Löschen“.';

/** A form's values as typed, and whether files were chosen that a page shown again cannot keep. */
export type Typed<V> = { values: V; filesAgain: boolean };

/** How a save ended: the saved record, or PocketBase's refusal and how the form shows it again. */
export type SaveOutcome<V> =
  | { ok: true; record: RecordModel }
  | { ok: false; problem: WriteProblem; state?: Partial<FormState<V>>; target?: string };

/**
 * One editing form of the dashboard (posts, calendar entries, the other content), as the one pipeline below runs it:
 * read what was typed, check the staff member may, delete (confirmed) or check and save, and answer.
 */
export type EditForm<V, Known> = {
  collection: (route: EditRoute) => string;
  /** How the form shows when only its body is known (the session ended before it could be saved). */
  unsaved: Unsaved;
  /** What was typed, against the record being edited (undefined: a new one, or PocketBase could not say). */
  read: (form: FormReader, route: EditRoute, stored: RecordModel | undefined) => Typed<V>;
  /** The stored record as the form shows it, after a deletion that did not happen. */
  shown: (route: EditRoute, stored: RecordModel | undefined, typed: V) => V;
  /** Why this staff member may not do `action` here: a German message, or `false` to show the page again as it is. */
  refusal: (session: StaffSession, stored: RecordModel | undefined, action: string) => string | false | undefined;
  /** Buttons other than saving and deleting (a post's "Wiederherstellen") on a stored record; they check the role. */
  extra?: Record<string, (stored: RecordModel, context: FormContext) => Promise<Response>>;
  /** What the checks need to know from PocketBase (which classes exist, …). */
  known: (route: EditRoute) => Promise<Known>;
  /** German messages by field for what cannot be saved as asked (uploads included). */
  check: (
    typed: V,
    asked: {
      form: FormReader;
      action: string;
      known: Known;
      now: Date;
      route: EditRoute;
      stored: RecordModel | undefined;
    },
  ) => Promise<FormErrors>;
  /** Said above the form when a check failed. */
  notSaved: string;
  save: (
    typed: V,
    form: FormReader,
    action: string,
    stored: RecordModel | undefined,
    c: FormContext,
  ) => Promise<SaveOutcome<V>>;
  /** The form's field for one of PocketBase's, or undefined for a message about the whole form. */
  fieldOf: (pocketbaseField: string, route: EditRoute) => string | undefined;
  /** Where a deletion leads. */
  deleted: (route: EditRoute, stored: RecordModel) => string;
  /** Where a save leads. */
  saved: (record: RecordModel, action: string, route: EditRoute) => string;
};

/** PocketBase's messages by field, as the form names its fields; the rest is about the whole form. */
export function fieldErrors(fields: Record<string, string>, fieldOf: (name: string) => string | undefined) {
  const errors: FormErrors = {};
  for (const [name, message] of Object.entries(fields)) errors[fieldOf(name) ?? 'form'] ??= message;
  return errors;
}

/**
 * After a write to a record visitors could see (withdrawn, deleted, restored or changed): every copy of the school's
 * pages, lists, feeds, search and files from before is outdated at once, in every isolate and location (contract:
 * gone within 10 s). One rule for every collection: records without a status are public.
 */
export async function afterPublicWrite(stored: RecordModel | undefined): Promise<void> {
  if (stored && isPublic(toPublishing(stored.status, stored.publish_at), new Date())) {
    await noteTakenDown(stored.id, now());
  }
}

async function run<V, Known>(edit: EditForm<V, Known>, context: FormContext): Promise<Response> {
  const { c, route, session, form, back, done } = context;
  const path = c.var.request.route.ok ? c.var.request.route.path : route.base;
  const collection = edit.collection(route);
  let stored: RecordModel | undefined;
  if (route.id) {
    try {
      stored = await getEditableRecord(session.token, collection, route.id);
    } catch {
      const { values, filesAgain } = edit.read(form, route, undefined);
      return back(path, { values, errors: {}, message: UNAVAILABLE_MESSAGE, filesAgain });
    }
    // Gone, or not the staff member's to see: the page says so.
    if (!stored) return done(path);
  }
  const { values, filesAgain } = edit.read(form, route, stored);
  const action = form.text(EDIT_FORM_FIELD.action, 40);
  const extra = edit.extra?.[action];
  if (stored && extra) return extra(stored, context);
  const refusal = edit.refusal(session, stored, action);
  if (refusal === false) return done(path);
  if (refusal) return back(path, { values, errors: {}, message: refusal, filesAgain });

  // Taking a record off the site asks first: the page shows the question, with the form as typed.
  const question = CONFIRM_TEXT[action as EditAction];
  if (question && stored && !confirmed(form, action)) {
    return back(path, { values, errors: {}, message: question, filesAgain, confirm: { action } });
  }

  if (action === 'loeschen' && stored) {
    const shown = edit.shown(route, stored, values);
    if (form.text(EDIT_FORM_FIELD.confirm) !== EDIT_FORM_FIELD.confirmed)
      return back(path, { values: shown, errors: {}, message: CONFIRM_DELETE_MESSAGE });
    const result = await deleteRecord(session.token, collection, stored.id);
    if (!result.ok) return back(path, { values: shown, errors: {}, message: result.problem.message });
    await afterPublicWrite(stored);
    return done(edit.deleted(route, stored));
  }

  let known: Known;
  try {
    known = await edit.known(route);
  } catch {
    return back(path, { values, errors: {}, message: UNAVAILABLE_MESSAGE, filesAgain });
  }
  const errors = await edit.check(values, { form, action, known, now: new Date(), route, stored });
  if (Object.keys(errors).length > 0) return back(path, { values, errors, message: edit.notSaved, filesAgain });

  const outcome = await edit.save(values, form, action, stored, context);
  if (outcome.ok) {
    await afterPublicWrite(stored);
    return done(edit.saved(outcome.record, action, route));
  }
  const { problem, state, target } = outcome;
  return back(target ?? path, {
    values,
    errors: fieldErrors(problem.fields, (name) => edit.fieldOf(name, route)),
    message: problem.message,
    filesAgain,
    ...state,
  });
}

/** The POST handler of one editing form: `…/new` or `…/{id}/edit` under its list. */
export const editFormAnswer =
  <V, Known>(edit: EditForm<V, Known>) =>
  (c: FormContext['c'], route: EditRoute): Promise<Response> =>
    answerDashForm(c, route, (context) => run(edit, context), edit.unsaved);

/** Why a role may not press `action` on this record (`allowed`: what it may), in German; undefined when it may. */
export function actionRefusal(allowed: readonly string[], action: string, what: string): string | undefined {
  if (allowed.includes(action)) return undefined;
  return allowed.length
    ? 'Diese Aktion steht Ihrer Rolle hier nicht zu. Wählen Sie eine der Schaltflächen unten.'
    : `Ihre Rolle darf ${what} nicht ändern. Fragen Sie die Redaktion oder die IT Ihrer Schule.`;
}
