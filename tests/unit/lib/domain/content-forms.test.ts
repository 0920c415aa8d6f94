import { describe, expect, test } from 'vitest';
import { EDITOR_WRITES, SITE_COLLECTIONS } from '../../../../pocketbase/schema/site-schema.cjs';
import { CONTENT_FORMS, type ContentFieldKind } from '../../../../src/lib/domain/content-forms';

// The editors' forms are built from CONTENT_FORMS; the schema (site-schema.cjs) is what PocketBase holds. They must
// name the same fields with kinds that fit, so a field added to the schema cannot be missing from its form.
const KIND_OF_TYPE: Record<string, ContentFieldKind[]> = {
  text: ['text', 'longtext'],
  email: ['email'],
  number: ['number'],
  date: ['date'],
  bool: ['bool'],
  file: ['image', 'document'],
  relation: ['relation'],
};

type SchemaField = { name: string; type: string; min?: number; collection?: string; maxSelect?: number };

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
