/**
 * A form's draft as the browser keeps it while someone types (contract.md, "Dashboard": nothing typed is lost): its
 * fields as name and value pairs (files never), and when it was kept. Pure: the client leaf FormKeeper stores it.
 */
export type FormDraft = { savedAt: number; values: Array<[string, string]> };

/** The event a restored draft sends to its form: the rich-text editor reads its field again. */
export const RESTORED_EVENT = 'formular-wiederhergestellt';

/** Stands for a new file's place in its fields' names (`neues_foto_#_alt`), for the page's script to fill in. */
export const PLACE = '#';

/** The event an input gets when FormKeeper puts a refused form's files back into it (PhotoInput shows them again). */
export const FILES_RESTORED_EVENT = 'dateien-wiederhergestellt';

/** The attribute of the note that asks for a refused form's files again (FormKeeper says when they are back). */
export const FILES_AGAIN_NOTE = 'data-dateien-hinweis';

/** Asked before a dashboard link leaves a form with changes (the draft stays in the browser either way). */
export const LEAVE_QUESTION =
  'Ihre Änderungen sind noch nicht gespeichert. Trotzdem weitergehen? (Ein Entwurf bleibt in diesem Browser erhalten.)';

/** Every draft key of the site starts so; one account's drafts share `${DRAFT_PREFIX}${userId}:`. */
export const DRAFT_PREFIX = 'schulwebsite:entwurf:';

/** The browser key of one account's draft of one form (its address: a record's form, or a new one). */
export const draftKey = (userId: string, path: string): string => `${DRAFT_PREFIX}${userId}:${path}`;

/** Drafts older than this are not offered (and are removed): a week of school. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Whether two snapshots hold the same values (order kept: the form's own). */
export function sameValues(a: ReadonlyArray<[string, string]>, b: ReadonlyArray<[string, string]>): boolean {
  return a.length === b.length && a.every(([name, value], i) => b[i]?.[0] === name && b[i]?.[1] === value);
}

/** A stored draft, or undefined for anything else (someone's old format, garbage, too old). */
export function readDraft(text: string | null, now: number): FormDraft | undefined {
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as Partial<FormDraft>;
    if (typeof parsed.savedAt !== 'number' || !Array.isArray(parsed.values)) return undefined;
    if (now - parsed.savedAt > DRAFT_MAX_AGE_MS) return undefined;
    const values = parsed.values.filter(
      (pair): pair is [string, string] =>
        Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'string',
    );
    return { savedAt: parsed.savedAt, values };
  } catch {
    return undefined;
  }
}

/**
 * Why a chosen file cannot go up (German, naming it), before a byte is sent: not a type the field takes (`accept`, its
 * extensions and types), or larger than `maxBytes`. Undefined when it may.
 */
export function chosenFileProblem(
  file: { name: string; size: number; type: string },
  accept: string,
  maxBytes: number,
): string | undefined {
  const allowed = accept
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  const extension = file.name.includes('.') ? `.${file.name.split('.').pop()!.toLowerCase()}` : '';
  const typeFits =
    allowed.length === 0 || allowed.includes(extension) || (file.type !== '' && allowed.includes(file.type));
  if (!typeFits) {
    return `„${file.name}“ hat ein Format, das dieses Feld nicht annimmt. Erlaubt: ${allowed.filter((a) => a.startsWith('.')).join(', ')}.`;
  }
  if (file.size > maxBytes) {
    const mb = (bytes: number) => `${Math.ceil(bytes / (1024 * 1024))} MB`;
    return `„${file.name}“ ist ${mb(file.size)} groß; erlaubt sind höchstens ${mb(maxBytes)}. Bitte wählen Sie eine kleinere Datei.`;
  }
  return undefined;
}
