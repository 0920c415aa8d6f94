import { describe, expect, test } from 'vitest';
import { EDITOR_WRITES, SITE_COLLECTIONS } from '../../../../pocketbase/schema/site-schema.cjs';
import { CONTENT_FORMS, type ContentFieldKind, contentFormOf } from '../../../../src/lib/domain/content-forms';
import { checkContentForm, type ContentValues } from '../../../../src/lib/domain/content-values';

// The editors' forms are built from CONTENT_FORMS; the schema (site-schema.cjs) is what PocketBase holds. They must
// name the same fields with kinds that fit, so a field added to the schema cannot be missing from its form.
const KIND_OF_TYPE: Record<string, ContentFieldKind[]> = {
  text: ['text', 'longtext', 'day'],
  select: ['choice'],
  email: ['email'],
  number: ['number'],
  date: ['date'],
  bool: ['bool'],
  file: ['image', 'document'],
  relation: ['relation'],
};

type SchemaField = {
  name: string;
  type: string;
  min?: number;
  collection?: string;
  maxSelect?: number;
  pattern?: string;
};

describe.each(CONTENT_FORMS.map((form) => [form.collection, form] as const))('the form for %s', (name, form) => {
  const schema = (SITE_COLLECTIONS as Array<{ name: string; fields: SchemaField[] }>).find((c) => c.name === name);

  test('names every field of the schema, with a kind that fits its type', () => {
    expect(schema).toBeDefined();
    const fields = schema!.fields.map((field) => field.name);
    expect(form.fields.map((field) => field.name).sort()).toEqual([...fields].sort());
    for (const field of form.fields) {
      const schemaField = schema!.fields.find((f) => f.name === field.name)!;
      expect(KIND_OF_TYPE[schemaField.type], `${name}.${field.name}`).toContain(field.kind);
      expect(Boolean(field.required), `${name}.${field.name} required`).toBe((schemaField.min ?? 0) >= 1);
      if (field.pattern) expect(field.pattern, `${name}.${field.name} pattern`).toBe(schemaField.pattern);
      if (field.kind === 'choice') {
        expect(Object.keys(field.choices ?? {}).sort(), `${name}.${field.name} choices`).toEqual(
          [...((schemaField as { values?: string[] }).values ?? [])].sort(),
        );
      }
      if (field.kind === 'relation') {
        expect(field.target).toBe(schemaField.collection);
        expect(schemaField.maxSelect).toBe(1);
      }
    }
  });
});

test('every collection only editors write has a form, and no other', () => {
  const editorsOnly = (SITE_COLLECTIONS as Array<{ name: string; rules?: unknown }>)
    .filter((collection) => collection.rules === EDITOR_WRITES)
    .map((collection) => collection.name);
  expect(CONTENT_FORMS.map((form) => form.collection).sort()).toEqual(editorsOnly.sort());
});

describe('checking a content form', () => {
  const teachers = contentFormOf('teachers')!;
  const classes = contentFormOf('classes')!;
  const typed = (fields: Record<string, string | boolean>): ContentValues => ({ fields, remove: [], files: {} });

  test('every field tells its first problem, at once, in German', () => {
    expect(checkContentForm(teachers, typed({ name: ' ', email: 'frau.huber@' }), {}, {})).toEqual({
      name: 'Bitte füllen Sie „Name“ aus.',
      email: 'Das ist keine E-Mail-Adresse.',
    });
    expect(
      checkContentForm(
        classes,
        typed({ name: '1A', since: '2026-13-01T08:00', teacher: 'teacher00000009' }),
        {},
        {
          teacher: new Set(['teacher00000001']),
        },
      ),
    ).toEqual({
      since: 'Bitte Datum und Uhrzeit vollständig angeben.',
      teacher: 'Diesen Eintrag gibt es nicht mehr. Bitte wählen Sie erneut.',
    });
  });

  test('a field the body lacks is empty, not an error of its own; a known relation is fine', () => {
    expect(
      checkContentForm(
        classes,
        typed({ name: '1A', teacher: 'teacher00000001' }),
        {},
        {
          teacher: new Set(['teacher00000001']),
        },
      ),
    ).toEqual({});
  });

  test('the accessibility facts take a real day and one of the offered conformances', () => {
    const school = contentFormOf('school')!;
    expect(checkContentForm(school, typed({ a11y_checked: '2026-02-30', a11y_status: 'mostly' }), {}, {})).toEqual({
      a11y_checked: 'Bitte ein Datum wählen (Tag, Monat, Jahr).',
      a11y_status: 'Bitte eine der angebotenen Möglichkeiten wählen.',
    });
    expect(checkContentForm(school, typed({ a11y_checked: '2026-11-20', a11y_status: 'partial' }), {}, {})).toEqual({});
  });
});
