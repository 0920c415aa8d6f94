// Client code: reached only through ./client-components.tsx (FormKeeper and the sign-out in ConfirmSubmits).
import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';
import { DRAFT_PREFIX } from '../../lib/domain/form-drafts';

/**
 * The files a form was sent with, kept in this browser's IndexedDB under the form's draft key (per account and form),
 * so that a form the site refused gets them back without choosing again (contract.md, "Dashboard": nothing chosen is
 * lost). They stay in this browser: nothing of them goes anywhere but with the form.
 */
export type KeptFiles = { savedAt: number; fields: Array<{ name: string; files: File[] }> };

/** A refused form comes back within seconds; files older than this are not put back (and are removed). */
export const KEPT_FILES_MAX_AGE_MS = 30 * 60 * 1000;

let store: UseStore | undefined;
const filesStore = (): UseStore | undefined => {
  if (typeof indexedDB === 'undefined') return undefined;
  store ??= createStore('schulwebsite-dateien', 'formulare');
  return store;
};

/** Keeps the chosen files of `form`'s file inputs (none chosen: forgets what was kept). */
export async function keepChosenFiles(key: string, form: HTMLFormElement): Promise<void> {
  const fields = Array.from(form.querySelectorAll<HTMLInputElement>('input[type="file"][name]'))
    .map((input) => ({ name: input.name, files: Array.from(input.files ?? []) }))
    .filter((field) => field.files.length > 0);
  const kept = filesStore();
  if (!kept) return;
  if (fields.length === 0) await del(key, kept);
  else await set(key, { savedAt: Date.now(), fields } satisfies KeptFiles, kept);
}

/** The files kept for `key` (and forgets them): undefined when none, or too old to be the form just refused. */
export async function takeChosenFiles(key: string): Promise<KeptFiles | undefined> {
  const kept = filesStore();
  if (!kept) return undefined;
  const value = (await get(key, kept)) as KeptFiles | undefined;
  await del(key, kept);
  if (!value || !Array.isArray(value.fields) || Date.now() - value.savedAt > KEPT_FILES_MAX_AGE_MS) return undefined;
  return value;
}

/** Forgets every form's kept files (signing out). */
export async function forgetChosenFiles(): Promise<void> {
  const kept = filesStore();
  if (!kept) return;
  for (const key of await keys(kept)) if (String(key).startsWith(DRAFT_PREFIX)) await del(key, kept);
}
