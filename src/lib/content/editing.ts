import PocketBase, { ClientResponseError, type RecordModel } from 'pocketbase';
import { fetchBackend } from '../platform/backend-fetch';
import { describeError } from '../platform/log';
import { getSiteConfig, log } from '../platform/request-context';
import type POSTS from '../../../pocketbase/pb_hooks/posts.json';

/** Uploads of 10 MB photos take longer than a read may. */
export const WRITE_TIMEOUT_MS = 20_000;

/** Why PocketBase did not save: its words turned into the German message the form shows, per field where it said. */
export type WriteProblem = {
  kind: 'unavailable' | 'refused' | 'invalid';
  message: string;
  fields: Record<string, string>;
};
export type WriteResult = { ok: true; record: RecordModel } | { ok: false; problem: WriteProblem };

/**
 * A client that acts as the signed-in staff member, with their own token: PocketBase's API rules decide what they
 * may write (contract.md, "Dashboard"). Never a superuser, never a stored copy.
 */
function asStaff(token: string): PocketBase {
  const pb = new PocketBase(getSiteConfig().pocketbaseUrl);
  pb.autoCancellation(false);
  pb.authStore.save(token, null);
  pb.beforeSend = (url, options) => ({
    url,
    options: {
      ...options,
      fetch: (input: RequestInfo | URL, init?: RequestInit) =>
        fetchBackend(input instanceof Request ? input.url : input, {
          ...init,
          signal: AbortSignal.timeout(WRITE_TIMEOUT_MS),
        }),
    },
  });
  return pb;
}

/** PocketBase's word for a value another record already has (an e-mail address, a unique name). */
export const NOT_UNIQUE_MESSAGE = 'Diesen Wert gibt es schon.';

const FIELD_CODES: Record<string, string> = {
  validation_required: 'Dieses Feld darf nicht leer sein.',
  validation_file_size_limit: 'Die Datei ist größer, als die Website annimmt.',
  validation_invalid_mime_type: 'Dieses Dateiformat nimmt die Website hier nicht an.',
  validation_too_many_values: 'Zu viele Einträge.',
  validation_missing_rel_records: 'Ein gewählter Eintrag existiert nicht mehr.',
  validation_invalid_date: 'Kein gültiges Datum.',
  validation_max_text_constraint: 'Zu lang.',
  validation_not_unique: NOT_UNIQUE_MESSAGE,
};

export const UNAVAILABLE_MESSAGE =
  'Die Datenbank der Website ist gerade nicht erreichbar oder antwortet zu langsam. Es wurde nichts verloren: Ihre Eingaben stehen unten; bitte versuchen Sie es gleich noch einmal.';
export const REFUSED_MESSAGE =
  'Das wurde nicht gespeichert: Ihre Rolle darf diesen Eintrag so nicht ändern, oder er wurde inzwischen gelöscht oder veröffentlicht.';

/** PocketBase's refusal as the form shows it. */
export function toWriteProblem(error: unknown): WriteProblem {
  if (!(error instanceof ClientResponseError) || error.status === 0 || error.status >= 500 || error.status === 429) {
    log('warn', 'pocketbase-write-unavailable', { error: describeError(error) });
    return { kind: 'unavailable', message: UNAVAILABLE_MESSAGE, fields: {} };
  }
  if (error.status === 400) {
    const data = (error.response?.data ?? {}) as Record<string, { code?: string; message?: string }>;
    const fields: Record<string, string> = {};
    for (const [name, detail] of Object.entries(data)) {
      fields[name] = FIELD_CODES[detail?.code ?? ''] ?? (detail?.message || 'Dieser Wert wurde nicht angenommen.');
    }
    const said = typeof error.response?.message === 'string' ? error.response.message : '';
    // Our own hooks answer in German (pocketbase/pb_hooks); PocketBase's generic 400 is English.
    const german = /[äöüß„]/i.test(said) ? said : '';
    return {
      kind: 'invalid',
      message: german || 'Der Eintrag wurde nicht gespeichert. Bitte prüfen Sie die markierten Felder.',
      fields,
    };
  }
  log('warn', 'pocketbase-write-refused', { status: error.status });
  return { kind: 'refused', message: REFUSED_MESSAGE, fields: {} };
}

/**
 * A record as the staff member may see it for editing, read fresh with their token; undefined when PocketBase has
 * none by that id (or does not show it to them). @throws ClientResponseError when PocketBase cannot be asked
 */
export async function getEditableRecord(
  token: string,
  collection: string,
  id: string,
): Promise<RecordModel | undefined> {
  try {
    return await asStaff(token).collection(collection).getOne(id);
  } catch (error) {
    if (error instanceof ClientResponseError && (error.status === 404 || error.status === 403)) return undefined;
    throw error;
  }
}

/**
 * What a save is, when it is more than a save: PocketBase's audit log names a restored earlier version; the second
 * step of a save with new files keeps no version of its own (the first kept the one before the save).
 */
export type SaveKind = 'restore' | (typeof POSTS)['secondStep'];

/** Creates (`id` undefined) or updates a record as the staff member. Never throws. */
export async function saveRecord(
  token: string,
  collection: string,
  id: string | undefined,
  body: Record<string, unknown> | FormData,
  kind?: SaveKind,
): Promise<WriteResult> {
  try {
    const records = asStaff(token).collection(collection);
    // The hook in pocketbase/pb_hooks/audit.pb.js reads it (x_site_action): a label for the log, never a permission.
    const options = kind ? { headers: { 'X-Site-Action': kind } } : {};
    const record = id ? await records.update(id, body, options) : await records.create(body, options);
    return { ok: true, record };
  } catch (error) {
    return { ok: false, problem: toWriteProblem(error) };
  }
}

/** Deletes a record as the staff member. Never throws. */
export async function deleteRecord(token: string, collection: string, id: string): Promise<WriteResult | { ok: true }> {
  try {
    await asStaff(token).collection(collection).delete(id);
    return { ok: true };
  } catch (error) {
    return { ok: false, problem: toWriteProblem(error) };
  }
}

/** Reads a list as the staff member (versions of a post). @throws ClientResponseError */
export async function listAsStaff(
  token: string,
  collection: string,
  options: { filter: string; sort: string; perPage: number; fields?: string },
): Promise<RecordModel[]> {
  const { filter, sort, perPage, fields } = options;
  const page = await asStaff(token)
    .collection(collection)
    .getList(1, perPage, { filter, sort, ...(fields ? { fields } : {}) });
  return page.items;
}

/** What one of the site's own PocketBase routes (pocketbase/pb_hooks) answered the staff member. */
export type RouteAnswer = { ok: true; data: unknown } | { ok: false; status: number; message: string };

/**
 * POSTs to one of the site's own PocketBase routes as the staff member (their token: the route checks the role).
 * Never throws: a refusal carries PocketBase's (our hooks' German) message, an unreachable PocketBase status 0.
 */
export async function postAsStaff(
  token: string,
  path: string,
  body: Record<string, unknown> = {},
): Promise<RouteAnswer> {
  try {
    return { ok: true, data: await asStaff(token).send(path, { method: 'POST', body }) };
  } catch (error) {
    const status = error instanceof ClientResponseError ? error.status : 0;
    const said =
      error instanceof ClientResponseError && typeof error.response?.message === 'string' ? error.response.message : '';
    if (status === 0 || status >= 500) log('warn', 'pocketbase-route-failed', { path, status });
    return { ok: false, status, message: said };
  }
}

/** Reads a page of a list as the staff member (the team, the audit log). @throws ClientResponseError */
export async function pageAsStaff(
  token: string,
  collection: string,
  options: { page: number; perPage: number; filter?: string; sort: string; fields?: string },
): Promise<{ items: RecordModel[]; totalItems: number; totalPages: number; page: number }> {
  const { page, perPage, ...query } = options;
  const result = await asStaff(token).collection(collection).getList(page, perPage, query);
  return { items: result.items, totalItems: result.totalItems, totalPages: result.totalPages, page: result.page };
}
