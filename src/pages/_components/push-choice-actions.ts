import {
  applicationServerKey,
  PUSH_CHOICE_CACHE,
  PUSH_CHOICE_URL,
  PUSH_SUBSCRIPTIONS_PATH,
  SERVICE_WORKER_PATH,
} from '../../features/parents/rules/push-browser';
import type { PushPhase } from '../../features/parents/rules/push-choice';

// What /benachrichtigungen does when the visitor ticks or taps, or finds this browser subscribed (push-choice-form):
// a visitor who only reads the page never downloads it. Messages are the form's own sentences (`data-say`,
// push-choice-fields) or the server's.

let busy = false;

/**
 * What an event on the form (or "load" for a subscribed browser) asks for: show the stored choice, keep "Ganze Schule"
 * and the classes apart, or turn notifications on, save the choice or turn them off as the tapped button says.
 */
export async function act(
  root: HTMLElement,
  event: Event,
  permission?: false | Promise<NotificationPermission>,
): Promise<void> {
  const form = root.querySelector('form')!;
  const publicKey = form.querySelector<HTMLInputElement>('[name=key]')!.value;
  // "Ganze Schule" comes first; it and the classes exclude each other.
  const [whole, ...classBoxes] = form.querySelectorAll<HTMLInputElement>('[type=checkbox]');
  const show = (phase: PushPhase, focus?: string) => {
    form.querySelector('fieldset')!.disabled = false;
    root.dataset.pushPhase = phase;
    if (focus) form.querySelector<HTMLElement>(`[data-action=${focus}]`)!.focus();
  };
  const offPhase = () => (Notification.permission === 'denied' ? 'denied' : 'off');
  if (event.type === 'load') {
    const stored = await (await caches.open(PUSH_CHOICE_CACHE)).match(PUSH_CHOICE_URL);
    const choice = (await stored?.json()) as { classes: string[]; vapid: string } | undefined;
    // Made with another key, a subscription reaches nobody any more: that counts as off.
    if (choice?.vapid !== publicKey) return show(offPhase());
    for (const box of classBoxes) box.checked = choice.classes.includes(box.value);
    whole!.checked = !choice.classes[0];
    return show('on');
  }
  if (event.type === 'change') {
    if ((event.target as HTMLInputElement).checked) {
      for (const box of event.target === whole ? classBoxes : [whole!]) box.checked = false;
    }
    return;
  }
  const say = (text: string) =>
    (form.querySelector('[role=status]')!.textContent =
      [...form.querySelectorAll<HTMLElement>('[data-say]')].find((element) => element.dataset.say === text)
        ?.textContent ?? text);
  const classes = classBoxes.filter((box) => box.checked).map((box) => box.value);
  if (busy) return;
  busy = true;
  say('');
  try {
    if ((event as SubmitEvent).submitter?.dataset.action === 'off') {
      await unsubscribe();
      show(offPhase(), 'on');
      say('off');
    } else if (!whole!.checked && !classes[0]) say('nothing-chosen');
    else if (!permission) {
      await save(publicKey, classes);
      say('saved');
    } else {
      const answer = await permission;
      if (answer === 'granted') {
        await subscribe(publicKey, classes);
        show('on', 'save');
        say('on');
      } else {
        show(offPhase());
        say(answer);
      }
    }
  } catch (error) {
    // A thrown string is a message key or the server's own sentence.
    say(typeof error === 'string' ? error : 'failed');
  }
  busy = false;
}

/** Subscribes this browser with the site's key and tells the server; a subscription the server refused is dropped. */
async function subscribe(publicKey: string, classes: string[]): Promise<void> {
  await navigator.serviceWorker.register(SERVICE_WORKER_PATH);
  const { pushManager } = await navigator.serviceWorker.ready;
  // One made with another key would stand in the way.
  await (await pushManager.getSubscription())?.unsubscribe();
  const subscription = await pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: applicationServerKey(publicKey),
  });
  await save(publicKey, classes, subscription).catch(async (error: unknown) => {
    // One the server does not know would only pretend to be on.
    await subscription.unsubscribe();
    throw error;
  });
}

/** Sends the subscription with these classes, and keeps the choice for the service worker. */
async function save(
  publicKey: string,
  classes: string[],
  subscription: PushSubscription | Promise<PushSubscription | null> = current(),
): Promise<void> {
  await send('POST', { subscription: (await subscription)!.toJSON(), classes }, 201);
  await (
    await caches.open(PUSH_CHOICE_CACHE)
  ).put(
    PUSH_CHOICE_URL,
    new Response(JSON.stringify({ classes, vapid: publicKey }), { headers: { 'Content-Type': 'application/json' } }),
  );
}

/** Tells the server to forget this browser, then ends the subscription and forgets the choice. */
async function unsubscribe(): Promise<void> {
  const subscription = (await current())!;
  await send('DELETE', { endpoint: subscription.endpoint }, 204);
  await subscription.unsubscribe();
  await caches.delete(PUSH_CHOICE_CACHE);
}

async function current(): Promise<PushSubscription | null> {
  return (await navigator.serviceWorker.ready).pushManager.getSubscription();
}

/** @throws 'offline' when the request never reached the server; the server's German sentence, or 'failed' */
async function send(method: string, body: object, expected: number): Promise<void> {
  const response = await fetch(PUSH_SUBSCRIPTIONS_PATH, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => {
    throw 'offline';
  });
  if (response.status === expected) return;
  const refusal = response.headers.get('Content-Type')?.includes('json')
    ? ((await response.json().catch(() => ({}))) as { error?: string }).error
    : response.status === 400 && (await response.text());
  throw refusal || 'failed';
}
