// Client code: reached only through ./client-components.tsx.
import { css } from '@linaria/core';
import { useEffect, useRef, useState } from 'react';
import { outlineButton } from './form/buttons';
import { space } from '../../styles/theme';
import { keepChosenFiles, takeChosenFiles } from './kept-files';
import {
  chosenFileProblem,
  FILES_AGAIN_NOTE,
  FILES_RESTORED_EVENT,
  type FormDraft,
  LEAVE_QUESTION,
  readDraft,
  RESTORED_EVENT,
  sameValues,
} from '../../lib/domain/form-drafts';

/** A form's fields as they stand, files left out (the browser cannot keep those). */
function snapshot(form: HTMLFormElement): Array<[string, string]> {
  const values: Array<[string, string]> = [];
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values.push([name, value]);
  return values;
}

/** Puts a draft's values back into the form's fields. */
function restore(form: HTMLFormElement, values: Array<[string, string]>): void {
  const byName = new Map<string, string[]>();
  for (const [name, value] of values) byName.set(name, [...(byName.get(name) ?? []), value]);
  for (const element of Array.from(form.elements)) {
    if (!(
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement
    ))
      continue;
    if (!element.name || (element instanceof HTMLInputElement && ['file', 'hidden', 'submit'].includes(element.type)))
      continue;
    const kept = byName.get(element.name) ?? [];
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
      element.checked = kept.includes(element.value);
    } else if (kept.length > 0) {
      element.value = kept[0]!;
    }
  }
  form.dispatchEvent(new Event(RESTORED_EVENT));
}

const viennaTime = (at: number) =>
  new Intl.DateTimeFormat('de-AT', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Vienna' }).format(at);

/** Puts kept files back into the form's file inputs (by name) and tells each input, so it shows them again. */
async function restoreFiles(form: HTMLFormElement, key: string, refused: boolean): Promise<void> {
  const kept = await takeChosenFiles(key).catch(() => undefined);
  if (!kept || !refused) return;
  const names: string[] = [];
  for (const { name, files } of kept.fields) {
    const input = form.querySelector<HTMLInputElement>(`input[type="file"][name="${CSS.escape(name)}"]`);
    if (!input || files.length === 0) continue;
    const transfer = new DataTransfer();
    for (const file of input.multiple ? files : files.slice(0, 1)) transfer.items.add(file);
    input.files = transfer.files;
    input.dispatchEvent(new Event(FILES_RESTORED_EVENT, { bubbles: true }));
    names.push(...Array.from(transfer.files, (file) => file.name));
  }
  const note = form.querySelector<HTMLElement>(`[${FILES_AGAIN_NOTE}]`);
  if (note && names.length > 0) {
    note.textContent = `Ihre gewählten Dateien sind wieder ausgewählt (${names.join(', ')}); sie gehen mit dem nächsten Speichern hoch.`;
  }
}

/** A multiple file input keeps the files it may send: the refused ones are taken out, the others stay chosen. */
function keepOnly(input: HTMLInputElement, allowed: File[]): void {
  const transfer = new DataTransfer();
  for (const file of allowed) transfer.items.add(file);
  input.files = transfer.files;
}

/**
 * With JavaScript, a dashboard form keeps a draft of itself in this browser as it is typed (`storageKey`: per account
 * and form), offers it back when the page opens again after a closed tab or a crash, and warns before leaving with
 * unsaved changes. A chosen file that the field would refuse (type, size) is taken out before anything is sent, with
 * a message at the field; the other chosen files stay. `saved`: the page follows a save, so the draft has done its work.
 */
export function FormKeeper({ formId, storageKey, saved }: { formId: string; storageKey: string; saved: boolean }) {
  const [offer, setOffer] = useState<FormDraft | undefined>(undefined);
  const formRef = useRef<HTMLFormElement | null>(null);

  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    formRef.current = form;
    let storage: Storage | undefined;
    try {
      storage = window.localStorage;
    } catch {
      storage = undefined;
    }
    // The files the form was sent with come back after a refusal (`data-dateien-erneut`), else they are forgotten.
    void restoreFiles(form, storageKey, !saved && form.hasAttribute('data-dateien-erneut'));
    const initial = snapshot(form);
    const stored = readDraft(storage?.getItem(storageKey) ?? null, Date.now());
    if (saved || !stored || sameValues(stored.values, initial)) storage?.removeItem(storageKey);
    else setOffer(stored);

    let dirty = false;
    let leaving = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const keep = () => {
      const values = snapshot(form);
      dirty = !sameValues(values, initial);
      try {
        if (dirty) storage?.setItem(storageKey, JSON.stringify({ savedAt: Date.now(), values } satisfies FormDraft));
        else storage?.removeItem(storageKey);
      } catch {
        // A full or blocked storage keeps nothing; the warning before leaving still holds.
      }
    };
    const typed = () => {
      dirty = true;
      clearTimeout(timer);
      timer = setTimeout(keep, 300);
    };
    const chosen = (event: Event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== 'file' || !input.dataset.maxBytes) return;
      const files = Array.from(input.files ?? []);
      const problems = files.map((file) => chosenFileProblem(file, input.accept, Number(input.dataset.maxBytes)));
      const noteId = `${input.id}-auswahl`;
      document.getElementById(noteId)?.remove();
      input.removeAttribute('aria-invalid');
      if (problems.every((problem) => problem === undefined)) return;
      keepOnly(
        input,
        files.filter((_, i) => problems[i] === undefined),
      );
      input.setAttribute('aria-invalid', 'true');
      const note = document.createElement('p');
      note.id = noteId;
      note.setAttribute('role', 'alert');
      note.className = problemNote;
      note.textContent = `${problems.filter(Boolean).join(' ')} Nichts wurde hochgeladen; Ihre übrigen Angaben und Dateien bleiben.`;
      input.insertAdjacentElement('afterend', note);
    };
    const warn = (event: BeforeUnloadEvent) => {
      if (!dirty || leaving) return;
      event.preventDefault();
      event.returnValue = '';
    };
    // The dashboard's own links change the page without unloading it: they ask the same, before the router acts.
    const followed = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!dirty || leaving || !link || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.getAttribute('target')) return;
      if (window.confirm(LEAVE_QUESTION)) {
        leaving = true;
        return;
      }
      event.preventDefault();
      event.stopPropagation();
    };
    const submitted = (event: SubmitEvent) => {
      if (event.defaultPrevented) return;
      keep();
      void keepChosenFiles(storageKey, form).catch(() => undefined);
      leaving = true;
    };
    form.addEventListener(RESTORED_EVENT, typed);
    form.addEventListener('input', typed);
    form.addEventListener('change', typed);
    form.addEventListener('change', chosen);
    form.addEventListener('submit', submitted);
    window.addEventListener('beforeunload', warn);
    document.addEventListener('click', followed, true);
    return () => {
      document.removeEventListener('click', followed, true);
      clearTimeout(timer);
      form.removeEventListener(RESTORED_EVENT, typed);
      form.removeEventListener('input', typed);
      form.removeEventListener('change', typed);
      form.removeEventListener('change', chosen);
      form.removeEventListener('submit', submitted);
      window.removeEventListener('beforeunload', warn);
    };
  }, [formId, storageKey, saved]);

  if (!offer) return null;
  return (
    <div role="status" className={offerBox}>
      <p>
        {`In diesem Browser ist ein ungespeicherter Stand dieses Formulars vom ${viennaTime(offer.savedAt)} erhalten.`}
      </p>
      <p>
        <button
          type="button"
          className={outlineButton}
          onClick={() => {
            if (formRef.current) restore(formRef.current, offer.values);
            setOffer(undefined);
          }}
        >
          Wiederherstellen
        </button>{' '}
        <button
          type="button"
          className={outlineButton}
          onClick={() => {
            try {
              window.localStorage.removeItem(storageKey);
            } catch {
              // Nothing kept, nothing to remove.
            }
            setOffer(undefined);
          }}
        >
          Verwerfen
        </button>
      </p>
    </div>
  );
}

const offerBox = css`
  margin-bottom: ${space.lg};
  padding: ${space.md};
  border: 2px solid var(--color-primary);
  border-radius: 0.5rem;
  background: var(--color-surface);
  p {
    margin: 0 0 ${space.sm};
  }
`;

const problemNote = css`
  margin: ${space.xs} 0 0;
  color: var(--color-danger);
  font-weight: 700;
`;
