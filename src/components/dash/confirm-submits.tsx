'use client';

import { useEffect } from 'react';

/**
 * With JavaScript, a button that takes a record off the site (`data-confirm`: its question) asks in the browser's own
 * dialog before its form is sent, and sends the answer along (`field`), so the page need not ask again. Without
 * JavaScript the site asks in the page (ConfirmQuestion). One listener for the whole dashboard.
 */
export function ConfirmSubmits({ field }: { field: string }) {
  useEffect(() => {
    const ask = (event: SubmitEvent) => {
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
