import { describe, expect, test } from 'vitest';
import { newSessionId, type StaffAuthClient } from '../../../../src/features/staff/staff-auth-client';
import type { StoredForm } from '../../../../src/features/staff/staff-auth-store';
import { formBrowserId, keepFormState, loadFormState } from '../../../../src/features/editing/form-state';

/** The session store's form part in memory (the Durable Object itself: tests/unit/features/staff/staff-auth-store.test.ts). */
function store() {
  const forms = new Map<string, StoredForm>();
  return {
    forms,
    client: {
      putForm: async (id: string, form: StoredForm) => (forms.set(id, structuredClone(form)), true),
      getForm: async (id: string) => forms.get(id) ?? null,
    } as unknown as StaffAuthClient,
  };
}

const state = { values: { title: 'Getippt' }, errors: {} };

describe('a kept form', () => {
  test('comes back in the browser that sent it, to the account that typed it', async () => {
    const { client } = store();
    const browser = formBrowserId(undefined);
    const id = await keepFormState(client, { browser, userId: 'user00000000001' }, state);
    expect(await loadFormState(client, id, { browser, userId: 'user00000000001' })).toEqual(state);
  });

  test('never in another browser, whoever is signed in there', async () => {
    const { client } = store();
    const id = await keepFormState(client, { browser: formBrowserId(undefined), userId: 'user00000000001' }, state);
    for (const browser of [formBrowserId(undefined), undefined, 'kein-cookie']) {
      expect(await loadFormState(client, id, { browser, userId: 'user00000000001' })).toBeUndefined();
    }
  });

  test('never to another account in the same browser, once the account that typed it is known', async () => {
    const { client } = store();
    const browser = formBrowserId(undefined);
    const id = await keepFormState(client, { browser, userId: 'user00000000001' }, state);
    expect(await loadFormState(client, id, { browser, userId: 'user00000000002' })).toBeUndefined();
  });

  test('kept when no account was known goes to whoever signs in, in that browser only', async () => {
    const { client } = store();
    const browser = formBrowserId(undefined);
    const id = await keepFormState(client, { browser }, state);
    expect(await loadFormState(client, id, { browser, userId: 'user00000000002' })).toEqual(state);
    expect(await loadFormState(client, id, { browser: newSessionId(), userId: 'user00000000002' })).toBeUndefined();
  });

  test("the store holds a hash of the browser's cookie, never the cookie itself", async () => {
    const { client, forms } = store();
    const browser = formBrowserId(undefined);
    await keepFormState(client, { browser }, state);
    expect(JSON.stringify([...forms.values()])).not.toContain(browser);
  });

  test('a browser keeps its form cookie; one that is not a random id is replaced', () => {
    const browser = newSessionId();
    expect(formBrowserId(browser)).toBe(browser);
    expect(formBrowserId('x')).not.toBe('x');
    expect(formBrowserId('x')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
