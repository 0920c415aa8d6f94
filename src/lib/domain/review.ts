import { diffWords } from 'diff';
import { plainText } from './text';
import { isPublic, toPublishing } from './publishing';

/** One stretch of a comparison: the same in both, or only in the newer (added) or the older (removed). */
export type TextChange = { kind: 'same' | 'added' | 'removed'; text: string };

/** Word by word, what became of `before` in `after`. */
export function textChanges(before: string, after: string): TextChange[] {
  return diffWords(before, after).map((part) => ({
    kind: part.added ? 'added' : part.removed ? 'removed' : 'same',
    text: part.value,
  }));
}

/** A post's title and text as the review page compares them (editor HTML as plain text). */
export type ComparedText = { title: string; description: string };

/** What changed in a post since visitors last saw it: nothing to compare with (never public), or title and text. */
export type ChangesSincePublic =
  | { kind: 'never-public' }
  | { kind: 'compared'; since: string; title: TextChange[]; text: TextChange[]; changed: boolean };

export function changesSincePublic(
  current: ComparedText,
  lastPublic: (ComparedText & { savedAt: string }) | undefined,
): ChangesSincePublic {
  if (!lastPublic) return { kind: 'never-public' };
  return { kind: 'compared', since: lastPublic.savedAt, ...compareTexts(lastPublic, current) };
}

/** What one save changed in title and text: from the version it replaced to what came after. */
export type SavedChange = { title: TextChange[]; text: TextChange[]; changed: boolean };

/** Title and text, word by word, from `before` to `after` (editor HTML as plain text). */
export function compareTexts(before: ComparedText, after: ComparedText): SavedChange {
  const title = textChanges(before.title, after.title);
  const text = textChanges(plainText(before.description), plainText(after.description));
  return { title, text, changed: [...title, ...text].some((part) => part.kind !== 'same') };
}

/**
 * For a post's versions (newest first) and the post as it is now: what each save changed, from the version to the
 * one after it (the newest: to the post now).
 */
export function changesBySave(versions: ComparedText[], current: ComparedText): SavedChange[] {
  return versions.map((version, i) => compareTexts(version, versions[i - 1] ?? current));
}

/** A stored version of a post: when it was replaced, and the post's fields as they were. */
export type StoredVersion = { savedAt: string; data: Record<string, unknown> };

/**
 * The newest version visitors could see when it was replaced (public by the one publishing rule, at that time), as
 * the review page compares it; undefined when the post was never public while versions were kept.
 */
export function lastPublicVersion(versions: StoredVersion[]): (ComparedText & { savedAt: string }) | undefined {
  const found = versions.find(({ savedAt, data }) =>
    isPublic(toPublishing(data.status, data.publish_at), new Date(savedAt.replace(' ', 'T'))),
  );
  return (
    found && {
      savedAt: found.savedAt,
      title: String(found.data.title ?? ''),
      description: String(found.data.description ?? ''),
    }
  );
}

/** The review page's buttons (its form posts `aktion` like the editing forms) and fields. */
export type ReviewAction = 'veroeffentlichen' | 'planen' | 'zurueckgeben';
export const REVIEW_ACTIONS: readonly ReviewAction[] = ['veroeffentlichen', 'planen', 'zurueckgeben'];
export const REVIEW_ACTION_LABELS: Record<ReviewAction, string> = {
  veroeffentlichen: 'Veröffentlichen',
  planen: 'Planen',
  zurueckgeben: 'Zurück an die Autorin/den Autor',
};
export const REVIEW_FIELD = { publishAt: 'publish_at', note: 'anmerkung' } as const;
/** As long as PocketBase keeps it (site-schema.cjs, review_note). */
export const MAX_REVIEW_NOTE = 2000;
export type ReviewValues = { publishAt: string; note: string };

/** What the review page says after each button, and where it leads. */
export const REVIEW_DONE: Record<ReviewAction, string> = {
  veroeffentlichen: 'Veröffentlicht. Die Autorin oder der Autor bekommt eine E-Mail.',
  planen: 'Geplant. Er erscheint zur angegebenen Zeit; die Autorin oder der Autor bekommt eine E-Mail.',
  zurueckgeben:
    'Zurückgegeben. Die Autorin oder der Autor bekommt Ihre Anmerkung per E-Mail und sieht sie im Formular.',
};
