import type { ContentField, ContentForm } from './content-forms';
import { fromViennaInput, toViennaInput, viennaInputProblem } from './dates';
import type { FormReader } from './form-reader';
import { kindsOf } from './file-types';
import type { FormErrors } from './post-form-rules';
import type { ChosenUpload } from './upload-check';
import { isRecordId } from './record-id';

/** A generic form's values: text as typed, checkboxes, and for file fields whether to remove the stored file. */
export type ContentValues = {
  fields: Record<string, string | boolean>;
  remove: string[];
  files: Record<string, string>;
};

const removeName = (field: string) => `${field}_entfernen`;
export const REMOVE_FIELD = removeName;

const isFileField = (field: ContentField) => field.kind === 'image' || field.kind === 'document';

export function contentValuesOf(form: ContentForm, record: Record<string, unknown> | undefined): ContentValues {
  const fields: Record<string, string | boolean> = {};
  const files: Record<string, string> = {};
  for (const field of form.fields) {
    const value = record?.[field.name];
    if (isFileField(field)) files[field.name] = typeof value === 'string' ? value : '';
    else if (field.kind === 'bool') fields[field.name] = value === true;
    else if (field.kind === 'date') fields[field.name] = toViennaInput(typeof value === 'string' ? value : undefined);
    else fields[field.name] = value === undefined || value === null ? '' : String(value);
  }
  return { fields, remove: [], files };
}

export function readContentForm(form: ContentForm, reader: FormReader, stored: ContentValues): ContentValues {
  const fields: Record<string, string | boolean> = {};
  for (const field of form.fields) {
    if (isFileField(field)) continue;
    fields[field.name] = field.kind === 'bool' ? reader.flag(field.name) : reader.text(field.name, 10_000);
  }
  const remove = form.fields.filter((f) => isFileField(f) && reader.flag(removeName(f.name))).map((f) => f.name);
  return { fields, remove, files: stored.files };
}

export function contentUploads(form: ContentForm, reader: FormReader): Record<string, File> {
  const uploads: Record<string, File> = {};
  for (const field of form.fields) {
    const file = isFileField(field) ? reader.files(field.name)[0] : undefined;
    if (file) uploads[field.name] = file;
  }
  return uploads;
}

/** The chosen files of a form, each with what its field takes: src/lib/domain/upload-check.ts checks them. */
export function contentUploadChecks(form: ContentForm, uploads: Record<string, File>): ChosenUpload[] {
  return form.fields.flatMap((field) => {
    const file = uploads[field.name];
    return file && field.upload ? [{ field: field.name, kinds: kindsOf(field.upload), file }] : [];
  });
}

/** German messages for what PocketBase would refuse or the site would misread, by field (files: contentUploadChecks). */
export function checkContentForm(
  form: ContentForm,
  values: ContentValues,
  uploads: Record<string, File>,
  targets: Record<string, Set<string>>,
): FormErrors {
  const errors: FormErrors = {};
  for (const field of form.fields) {
    const value = values.fields[field.name];
    const text = typeof value === 'string' ? value.trim() : '';
    const dateProblem =
      field.kind === 'date' && text
        ? viennaInputProblem(text, 'Bitte Datum und Uhrzeit vollständig angeben.')
        : undefined;
    if (field.required && !text) errors[field.name] = `Bitte füllen Sie „${field.label}“ aus.`;
    else if (field.kind === 'email' && text && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) {
      errors[field.name] = 'Das ist keine E-Mail-Adresse.';
    } else if (field.kind === 'number' && text && !Number.isFinite(Number(text.replace(',', '.')))) {
      errors[field.name] = 'Bitte eine Zahl eingeben.';
    } else if (dateProblem) {
      errors[field.name] = dateProblem;
    } else if (field.pattern && text && !new RegExp(field.pattern).test(text)) {
      errors[field.name] = `Die Angabe hat nicht die erwartete Form${field.hint ? ` (${field.hint})` : ''}.`;
    } else if (field.kind === 'relation' && text && !(isRecordId(text) && targets[field.name]?.has(text))) {
      errors[field.name] = 'Diesen Eintrag gibt es nicht mehr. Bitte wählen Sie erneut.';
    }
  }
  return errors;
}

/** The record as PocketBase takes it: a multipart body (files set or cleared by name). */
export function contentBody(form: ContentForm, values: ContentValues, uploads: Record<string, File>): FormData {
  const body = new FormData();
  for (const field of form.fields) {
    const value = values.fields[field.name];
    if (isFileField(field)) {
      const file = uploads[field.name];
      if (file) body.set(field.name, file, file.name);
      else if (values.remove.includes(field.name)) body.set(field.name, '');
      continue;
    }
    if (field.kind === 'bool') body.set(field.name, value ? 'true' : 'false');
    else if (field.kind === 'date') body.set(field.name, fromViennaInput(String(value))?.toISOString() ?? '');
    else if (field.kind === 'number') body.set(field.name, String(value).trim().replace(',', '.'));
    else body.set(field.name, String(value).trim());
  }
  return body;
}
