'use client';

import { type ReactNode, useEffect, useRef } from 'react';
import { isAppleMobile, PUSH_CHOICE_CACHE, PUSH_CHOICE_URL } from '../../lib/domain/push-choice';

/**
 * Brings the server's form (push-choice-fields) to life: the wrapper's `data-push-phase` decides which of its parts show.
 * On load it only finds out the phase; what a tap does loads with the tap (push-choice-actions). It works on the DOM
 * the server wrote rather than rendering it again: /benachrichtigungen has less than 1 KiB of its JavaScript budget
 * left for it (tests/worker/budgets.test.ts).
 */
export function PushChoiceForm({ publicKey, children }: { publicKey: string; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => enhance(root.current!, publicKey), [publicKey]);
  return (
    <div ref={root} data-push-phase="pending">
      {children}
    </div>
  );
}

function enhance(root: HTMLDivElement, publicKey: string): (() => void) | undefined {
  const standalone =
    (navigator as { standalone?: boolean }).standalone || matchMedia('(display-mode: standalone)').matches;
  if (isAppleMobile(navigator.userAgent, navigator.maxTouchPoints) && !standalone) {
    return void (root.dataset.pushPhase = 'home-screen');
  }
  if (!('serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window)) {
    return void (root.dataset.pushPhase = 'unsupported');
  }
  const form = root.querySelector('form')!;
  // "Ganze Schule" comes first; it and the classes exclude each other.
  const [whole, ...classBoxes] = form.querySelectorAll<HTMLInputElement>('[type=checkbox]');
  void (async () => {
    const subscription = await (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription();
    const stored: { classes: string[]; vapid: string } | null | undefined =
      subscription && (await (await (await caches.open(PUSH_CHOICE_CACHE)).match(PUSH_CHOICE_URL))?.json());
    // Made with another key, a subscription reaches nobody any more: that counts as off.
    const on = stored?.vapid === publicKey;
    if (on) {
      for (const box of classBoxes) box.checked = stored!.classes.includes(box.value);
      whole!.checked = !stored!.classes[0];
    }
    form.querySelector('fieldset')!.disabled = false;
    root.dataset.pushPhase = on ? 'on' : Notification.permission === 'denied' ? 'denied' : 'off';
  })();

  const controller = new AbortController();
  const { signal } = controller;
  form.addEventListener(
    'change',
    ({ target }) => {
      if ((target as HTMLInputElement).checked)
        for (const box of target === whole ? classBoxes : [whole!]) box.checked = false;
    },
    { signal },
  );
  form.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      // Asked straight from the tap, before anything is awaited: only to turn on, and only with something chosen.
      const permission =
        root.dataset.pushPhase !== 'on' && form.querySelector(':checked') !== null && Notification.requestPermission();
      import('./push-choice-actions').then(
        (actions) => actions.act(root, publicKey, event.submitter, permission),
        () =>
          (form.querySelector('[role=status]')!.textContent = form.querySelector('[data-say=offline]')!.textContent),
      );
    },
    { signal },
  );
  return () => controller.abort();
}
