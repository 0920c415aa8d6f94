import type { RecordModel } from 'pocketbase';
import { deleteRecord, getEditableRecord, saveRecord, UNAVAILABLE_MESSAGE } from '../content/editing';
import { getRelationTargets } from '../content/relation-targets';
import type { ContentForm } from '../domain/content-forms';
import { editContentHref } from '../domain/content-forms';
import {
  checkContentForm,
  contentBody,
  contentUploadChecks,
  contentUploads,
  type ContentValues,
  contentValuesOf,
  readContentForm,
} from '../domain/content-values';
import type { EditRoute } from '../domain/edit-routes';
import type { FormReader } from '../domain/form-reader';
import type { FormErrors } from '../domain/post-form-rules';
import { editsOtherContent } from '../domain/staff-roles';
import { checkUploads } from '../domain/upload-check';
import { answerDashForm, type FormContext } from './dash-form-post';
import type { FormState } from './form-state';

type ContentRoute = Extract<EditRoute, { collection: 'content' }>;

function unsavedContent(reader: FormReader, route: EditRoute): FormState<ContentValues> {
  const { form } = route as ContentRoute;
  return { values: readContentForm(form, reader, contentValuesOf(form, undefined)), errors: {}, filesAgain: true };
}

function pocketbaseErrors(form: ContentForm, fields: Record<string, string>): FormErrors {
  const errors: FormErrors = {};
  for (const [name, message] of Object.entries(fields)) {
    errors[form.fields.some((f) => f.name === name) ? name : 'form'] ??= message;
  }
  return errors;
}

async function handleContent({ c, route, session, form: reader, back, done }: FormContext): Promise<Response> {
  const { form, id } = route as ContentRoute;
  const path = c.var.request.route.ok ? c.var.request.route.path : route.base;
  let stored: RecordModel | undefined;
  if (id) {
    try {
      stored = await getEditableRecord(session.token, form.collection, id);
    } catch {
      return back(path, {
        values: readContentForm(form, reader, contentValuesOf(form, undefined)),
        errors: {},
        message: UNAVAILABLE_MESSAGE,
        filesAgain: true,
      });
    }
    if (!stored) return done(path);
  }
  const before = contentValuesOf(form, stored);
  const values = readContentForm(form, reader, before);
  const uploads = contentUploads(form, reader);
  const filesAgain = Object.keys(uploads).length > 0;
  // PocketBase would refuse it; the page says who may (nothing typed is kept for a form this role cannot save).
  if (!editsOtherContent(session.role)) return done(path);
  if (reader.text('aktion') === 'loeschen' && stored) {
    if (reader.text('bestaetigt') !== 'ja') {
      return back(path, {
        values: before,
        errors: {},
        message: 'Bitte bestätigen Sie das Löschen mit dem Kästchen über „Löschen“.',
      });
    }
    const result = await deleteRecord(session.token, form.collection, stored.id);
    if (!result.ok) return back(path, { values: before, errors: {}, message: result.problem.message });
    return done(`${form.list}?geloescht=1`);
  }
  let targets: Record<string, Set<string>>;
  try {
    targets = await getRelationTargets(form);
  } catch {
    return back(path, { values, errors: {}, message: UNAVAILABLE_MESSAGE, filesAgain });
  }
  const errors = {
    ...checkContentForm(form, values, uploads, targets),
    ...(await checkUploads(contentUploadChecks(form, uploads))),
  };
  if (Object.keys(errors).length > 0) {
    return back(path, {
      values,
      errors,
      message: 'Noch nicht gespeichert. Bitte prüfen Sie die markierten Felder.',
      filesAgain,
    });
  }
  const result = await saveRecord(session.token, form.collection, stored?.id, contentBody(form, values, uploads));
  if (!result.ok) {
    return back(path, {
      values,
      errors: pocketbaseErrors(form, result.problem.fields),
      message: result.problem.message,
      filesAgain,
    });
  }
  return done(`${editContentHref(form.collection, result.record.id)}?gespeichert=1`);
}

/** POST of an editor's form for the other content: `/dash/inhalte/{collection}/new` or `…/{id}/edit`. */
export const answerContentForm = (c: FormContext['c'], route: EditRoute) =>
  answerDashForm(c, route, handleContent, unsavedContent);
