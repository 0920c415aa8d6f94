import type { Context } from 'hono';
import type { RecordModel } from 'pocketbase';
import { getEditableRecord, saveRecord, UNAVAILABLE_MESSAGE } from '../../lib/content/editing';
import { ownedRecord } from '../../lib/content/editable';
import { fromViennaInput } from '../../lib/domain/dates';
import { EDIT_FORM_FIELD } from '../../lib/domain/edit-routes';
import type { FormReader } from '../../lib/domain/form-reader';
import type { FormErrors } from '../../lib/domain/post-form-rules';
import { scheduleProblem } from '../../lib/domain/post-form-rules';
import { entryReviewHref, previewHref, publishingState } from '../../lib/domain/publishing';
import {
  MAX_REVIEW_NOTE,
  REVIEW_ACTIONS,
  REVIEW_FIELD,
  type ReviewAction,
  type ReviewValues,
} from '../../lib/domain/review';
import { editsAll, publishingFields } from '../../lib/domain/staff-roles';
import type { SiteEnv } from '../../lib/platform/request-context';
import { answerDashForm, type FormRoute } from './dash-form-post';

/** The review page's form is small: a time and a note. */
const MAX_REVIEW_FORM_BYTES = 64 * 1024;

const readValues = (form: FormReader): ReviewValues => ({
  publishAt: form.text(REVIEW_FIELD.publishAt, 40),
  note: form.text(REVIEW_FIELD.note, MAX_REVIEW_NOTE * 2),
});

/** What is reviewed: posts (dated when they go public) or calendar entries (which keep their dates). */
export type Reviewed = 'posts' | 'calendar';

const NOUN: Record<Reviewed, { nominative: string; dated: boolean }> = {
  posts: { nominative: 'der Beitrag', dated: true },
  calendar: { nominative: 'der Termin', dated: false },
};

/** Why the button cannot do its work on this post or entry, by field; empty when it can. */
function problems(
  action: ReviewAction,
  values: ReviewValues,
  stored: RecordModel,
  now: Date,
  what: Reviewed,
): FormErrors {
  const state = publishingState(ownedRecord(stored).publishing, now);
  const noun = NOUN[what].nominative;
  if (state === 'public') return { form: `${noun[0]!.toUpperCase()}${noun.slice(1)} ist schon öffentlich.` };
  if (action === 'planen') {
    const problem = scheduleProblem(values.publishAt, noun, now);
    return problem ? { [REVIEW_FIELD.publishAt]: problem } : {};
  }
  if (action === 'zurueckgeben') {
    if (state !== 'review') return { form: 'Zurückgeben lässt sich nur, was zur Prüfung eingereicht ist.' };
    const note = values.note.trim();
    if (!note) return { [REVIEW_FIELD.note]: 'Bitte schreiben Sie der Autorin oder dem Autor, was zu ändern ist.' };
    if (note.length > MAX_REVIEW_NOTE) return { [REVIEW_FIELD.note]: `Höchstens ${MAX_REVIEW_NOTE} Zeichen.` };
  }
  return {};
}

/** What each button writes: its status change, a scheduled post dated when it goes public, the note for the author. */
function fieldsOf(action: ReviewAction, values: ReviewValues, what: Reviewed): Record<string, unknown> {
  if (action === 'zurueckgeben') return { status: 'draft', review_note: values.note.trim() };
  const publishing = publishingFields(action, 'editor', values.publishAt);
  if (action !== 'planen' || !NOUN[what].dated) return publishing;
  return { ...publishing, date: fromViennaInput(values.publishAt)?.toISOString() ?? '' };
}

/**
 * POST of a post's review page (`/dash/vorschau/{id}`): "Veröffentlichen", "Planen" or "Zurück an die Autorin/den
 * Autor" with a note, by an editor, with their own token (PocketBase's rules decide; its hooks mail the author). A
 * refused form comes back to the same browser with what was typed.
 */
export function answerReviewForm(c: Context<SiteEnv>, id: string, what: Reviewed = 'posts'): Promise<Response> {
  const route: FormRoute = { base: what === 'posts' ? previewHref(id) : entryReviewHref(id) };
  return answerDashForm(
    c,
    route,
    async ({ session, form, back, done }) => {
      const values = readValues(form);
      const refuse = (errors: FormErrors, message?: string) => back(route.base, { values, errors, message });
      const action = REVIEW_ACTIONS.find((one) => one === form.text(EDIT_FORM_FIELD.action, 40));
      if (!editsAll(session.role) || !action) {
        return refuse({}, 'Veröffentlichen, planen und zurückgeben darf nur die Redaktion.');
      }
      let stored: RecordModel | undefined;
      try {
        stored = await getEditableRecord(session.token, what, id);
      } catch {
        return refuse({}, UNAVAILABLE_MESSAGE);
      }
      if (!stored) return done(route.base);
      const errors = problems(action, values, stored, new Date(), what);
      if (Object.keys(errors).length > 0) return refuse(errors, 'Das hat noch nicht geklappt.');
      const result = await saveRecord(session.token, what, id, fieldsOf(action, values, what));
      if (!result.ok) return refuse({}, result.problem.message);
      return done(`${route.base}?erledigt=${action}`);
    },
    (form) => ({ values: readValues(form), errors: {} }),
    MAX_REVIEW_FORM_BYTES,
  );
}
