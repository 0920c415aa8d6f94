// Client code: reached only through ./client-components.tsx.
import { useEffect } from 'react';
import { DRAFT_PREFIX } from '../../lib/domain/form-drafts';
import { forgetChosenFiles } from './kept-files';

const SIGN_OUT_PATH = '/dash/logout';

function forgetDrafts(): void {
  try {
    for (const key of Object.keys(window.localStorage)) {
      if (key.startsWith(DRAFT_PREFIX)) window.localStorage.removeItem(key);
    }
  } catch {
    // No storage, no drafts.
  }
  void forgetChosenFiles().catch(() => undefined);
}

/**
 * With JavaScript, a button that takes a record off the site (`data-confirm`: its question) asks in the browser's own
 * dialog before its form is sent, and sends the answer along (`field`), so the page need not ask again. Without
 * JavaScript the site asks in the page (ConfirmQuestion). Signing out forgets the forms' drafts (FormKeeper). One
 * listener for the whole dashboard.
 */
export function ConfirmSubmits({ field }: { field: string }) {
  useEffect(() => {
    const ask = (event: SubmitEvent) => {
      // Signing out leaves no drafts of forms behind in this browser (a staff room's shared computer).
      if (event.target instanceof HTMLFormElement && new URL(event.target.action).pathname === SIGN_OUT_PATH) {
        forgetDrafts();
        return;
      }
      const button = event.submitter;
      const question = button instanceof HTMLButtonElement ? button.dataset.confirm : undefined;
      if (!question || !(button instanceof HTMLButtonElement) || !(event.target instanceof HTMLFormElement)) return;
      if (!window.confirm(question)) {
        event.preventDefault();
        return;
      }
      // The form's entries are gathered after this event: the answer goes with them.
      const answer = document.createElement('input');
      answer.type = 'hidden';
      answer.name = field;
      answer.value = button.value;
      event.target.appendChild(answer);
    };
    document.addEventListener('submit', ask);
    return () => document.removeEventListener('submit', ask);
  }, [field]);
  return null;
}
