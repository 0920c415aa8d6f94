import { saveRecord } from '../../lib/content/editing';
import { getRelationTargets } from '../../lib/content/relation-targets';
import { type ContentForm, editContentHref } from '../../lib/domain/content-forms';
import {
  checkContentForm,
  contentBody,
  contentUploadChecks,
  contentUploads,
  type ContentValues,
  contentValuesOf,
  readContentForm,
} from '../../lib/domain/content-values';
import type { EditRoute } from '../../lib/domain/edit-routes';
import { editsOtherContent } from '../../lib/domain/staff-roles';
import { checkUploads } from '../../lib/domain/upload-check';
import { type EditForm, editFormAnswer } from './edit-form';

const formOf = (route: EditRoute): ContentForm => (route as Extract<EditRoute, { collection: 'content' }>).form;

const contentForm: EditForm<ContentValues, Record<string, Set<string>>> = {
  collection: (route) => formOf(route).collection,
  unsaved: (reader, route) => {
    const form = formOf(route);
    return { values: readContentForm(form, reader, contentValuesOf(form, undefined)), errors: {}, filesAgain: true };
  },
  read: (reader, route, stored) => {
    const form = formOf(route);
    const values = readContentForm(form, reader, contentValuesOf(form, stored));
    // Without a stored record to compare with (PocketBase unavailable), every chosen file is asked for again.
    const filesAgain = !route.id || stored ? Object.keys(contentUploads(form, reader)).length > 0 : true;
    return { values, filesAgain };
  },
  shown: (route, stored) => contentValuesOf(formOf(route), stored),
  // PocketBase would refuse it; the page says who may (nothing typed is kept for a form this role cannot save).
  refusal: (session) => (editsOtherContent(session.role) ? undefined : false),
  known: (route) => getRelationTargets(formOf(route)),
  check: async (values, { form: reader, known, route }) => {
    const form = formOf(route);
    const uploads = contentUploads(form, reader);
    return {
      ...checkContentForm(form, values, uploads, known),
      ...(await checkUploads(contentUploadChecks(form, uploads))),
    };
  },
  notSaved: 'Noch nicht gespeichert. Bitte prüfen Sie die markierten Felder.',
  save: (values, reader, _action, stored, { session, route }) => {
    const form = formOf(route);
    return saveRecord(
      session.token,
      form.collection,
      stored?.id,
      contentBody(form, values, contentUploads(form, reader)),
    );
  },
  fieldOf: (name, route) => (formOf(route).fields.some((field) => field.name === name) ? name : undefined),
  deleted: (route) => `${formOf(route).list}?geloescht=1`,
  saved: (record, _action, route) => `${editContentHref(formOf(route).collection, record.id)}?gespeichert=1`,
};

/** POST of an editor's form for the other content: `/dash/inhalte/{collection}/new` or `…/{id}/edit`. */
export const answerContentForm = editFormAnswer(contentForm);
