import { applicationServerKey, PUSH_SUBSCRIPTIONS_PATH, SERVICE_WORKER_PATH } from '../../lib/domain/push-browser';
import { PUSH_CHOICE_CACHE, PUSH_CHOICE_URL, type PushPhase } from '../../lib/domain/push-choice';

// What a tap on /benachrichtigungen does, loaded with the tap (push-choice-form): a visitor who only reads the page
// never downloads it. Messages are the form's own sentences (`data-say`, push-choice-fields) or the server's.

let busy = false;

/** Turns notifications on, saves the choice or turns them off, as the tapped button says; one tap at a time. */
export async function act(
  root: HTMLElement,
  publicKey: string,
  button: HTMLElement | null,
  permission: false | Promise<NotificationPermission>,
): Promise<void> {
  const form = root.querySelector('form')!;
  const say = (text: string) =>
    (form.querySelector('[role=status]')!.textContent =
      [...form.querySelectorAll<HTMLElement>('[data-say]')].find((element) => element.dataset.say === text)
        ?.textContent ?? text);
  const show = (phase: PushPhase, focus: string) => {
    root.dataset.pushPhase = phase;
    form.querySelector<HTMLElement>(`[data-action=${focus}]`)!.focus();
  };
  const offPhase = () => (Notification.permission === 'denied' ? 'denied' : 'off');
  const [whole, ...classBoxes] = form.querySelectorAll<HTMLInputElement>('[type=checkbox]');
  const classes = classBoxes.filter((box) => box.checked).map((box) => box.value);
  if (busy) return;
  busy = true;
  say('');
  try {
    if (button?.dataset.action === 'off') {
      await unsubscribe();
      show(offPhase(), 'on');
      say('off');
    } else if (!whole!.checked && !classes[0]) say('nothing-chosen');
    else if (!permission) {
      await save(publicKey, classes);
      say('saved');
    } else {
      const answer = await permission;
      if (answer === 'granted') await subscribe(publicKey, classes);
      if (answer === 'granted') show('on', 'save');
      else root.dataset.pushPhase = offPhase();
      say(answer === 'granted' ? 'on' : answer);
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
