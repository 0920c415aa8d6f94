'use client';

import { type ReactNode, useEffect, useRef } from 'react';
import { isAppleMobile } from '../../features/parents/rules/push-choice';

/**
 * Brings the server's form (push-choice-fields) to life: the wrapper's `data-push-phase` decides which of its parts
 * show, and the site's VAPID key is the form's hidden field `key`, so neither travels in the RSC payload. On load it
 * only finds out the phase; the rest (push-choice-actions) loads when the visitor ticks or taps, or
 * when this browser is subscribed. It works on the DOM the server wrote rather than rendering it again:
 * /benachrichtigungen has less than 1 KiB of its JavaScript budget left for it (tests/worker/budgets.test.ts).
 */
export function PushChoiceForm({ children }: { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => enhance(root.current!), []);
  return (
    <div ref={root} data-push-phase="pending">
      {children}
    </div>
  );
}

function enhance(root: HTMLDivElement): void {
  const standalone =
    (navigator as { standalone?: boolean }).standalone || matchMedia('(display-mode: standalone)').matches;
  if (isAppleMobile(navigator.userAgent, navigator.maxTouchPoints) && !standalone) {
    root.dataset.pushPhase = 'home-screen';
    return;
  }
  if (!('serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window)) {
    root.dataset.pushPhase = 'unsupported';
    return;
  }
  const form = root.querySelector('form')!;
  const act = (event: Event, permission?: false | Promise<NotificationPermission>) =>
    import('./push-choice-actions').then(
      (actions) => actions.act(root, event, permission),
      () => (form.querySelector('[role=status]')!.textContent = form.querySelector('[data-say=offline]')!.textContent),
    );
  void (async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    // Subscribed: the rest shows the stored choice. Otherwise the form is ready as the server wrote it.
    if (await registration?.pushManager.getSubscription()) return act(new Event('load'));
    form.querySelector('fieldset')!.disabled = false;
    root.dataset.pushPhase = Notification.permission === 'denied' ? 'denied' : 'off';
  })();

  // Handler properties rather than listeners: a second run of this effect replaces them instead of adding more.
  form.onchange = act;
  form.onsubmit = (event) => {
    event.preventDefault();
    // Asked straight from the tap, before anything is awaited: only to turn on, and only with something chosen.
    const turningOn = root.dataset.pushPhase !== 'on' && form.querySelector(':checked') !== null;
    void act(event, turningOn && Notification.requestPermission());
  };
}
