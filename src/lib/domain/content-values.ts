import * as v from 'valibot';
import type { ContentField, ContentForm } from './content-forms';
import { fromViennaInput, toViennaInput, viennaInputProblem } from './dates';
import type { FormReader } from './form-reader';
import { kindsOf } from './file-types';
import { type FormErrors, formErrors, type IssuePath, textProblem } from './form-schema';
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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A day as `<input type="date">` sends it (YYYY-MM-DD), and one the calendar has. */
function isDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return day.toISOString().startsWith(text);
}

/** One field's check, with its German message: the first problem of what was typed, trimmed. */
function fieldProblem(field: ContentField, targets: Record<string, Set<string>>) {
  return (typed: string): string | undefined => {
    const text = typed.trim();
    if (!text) return field.required ? `Bitte füllen Sie „${field.label}“ aus.` : undefined;
    if (field.kind === 'email' && !EMAIL.test(text)) return 'Das ist keine E-Mail-Adresse.';
    if (field.kind === 'number' && !Number.isFinite(Number(text.replace(',', '.')))) return 'Bitte eine Zahl eingeben.';
    if (field.kind === 'date') {
      const problem = viennaInputProblem(text, 'Bitte Datum und Uhrzeit vollständig angeben.');
      if (problem) return problem;
    }
    if (field.pattern && !new RegExp(field.pattern).test(text)) {
      return `Die Angabe hat nicht die erwartete Form${field.hint ? ` (${field.hint})` : ''}.`;
    }
    if (field.kind === 'day' && !isDay(text)) return 'Bitte ein Datum wählen (Tag, Monat, Jahr).';
    if (field.kind === 'choice' && !Object.hasOwn(field.choices ?? {}, text)) {
      return 'Bitte eine der angebotenen Möglichkeiten wählen.';
    }
    if (field.kind === 'relation' && !(isRecordId(text) && targets[field.name]?.has(text))) {
      return 'Diesen Eintrag gibt es nicht mehr. Bitte wählen Sie erneut.';
    }
    return undefined;
  };
}

/**
 * A content form's schema, made from its fields (content-forms.ts), with the German messages for what PocketBase
 * would refuse or the site would misread. `targets`: the ids each relation may point at. Files: contentUploadChecks.
 */
export function contentFormSchema(form: ContentForm, targets: Record<string, Set<string>>) {
  const entries = form.fields.flatMap(
    (field): Array<[string, v.GenericSchema<string | boolean | undefined, string | boolean>]> => {
      if (isFileField(field)) return [];
      // A field the body lacks is empty, as the form reader reads it.
      if (field.kind === 'bool') return [[field.name, v.optional(v.boolean(), false)]];
      return [[field.name, v.optional(v.pipe(v.string(), textProblem(fieldProblem(field, targets))), '')]];
    },
  );
  return v.object({ fields: v.object(Object.fromEntries(entries)) });
}

/** German messages for what PocketBase would refuse or the site would misread, by field (contentFormSchema). */
export function checkContentForm(
  form: ContentForm,
  values: ContentValues,
  _uploads: Record<string, File>,
  targets: Record<string, Set<string>>,
): FormErrors {
  const fieldOf = ([, name]: IssuePath) => String(name ?? 'form');
  return formErrors(contentFormSchema(form, targets), values, fieldOf);
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
