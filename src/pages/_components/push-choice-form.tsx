'use client';

import { css } from '@linaria/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  applicationServerKey,
  isAppleMobile,
  PUSH_CHOICE_CACHE,
  PUSH_CHOICE_URL,
  PUSH_MESSAGES,
  PUSH_SUBSCRIPTIONS_PATH,
  readPushChoice,
  refusalMessage,
  sameKey,
  SERVICE_WORKER_PATH,
} from '../../lib/domain/push-choice';
import { primaryButton } from '../../styles/controls';
import { fontWeight, space } from '../../styles/theme';

/** pending: the server's rendering (and the page without JavaScript) until the browser has been asked. */
type Phase = 'pending' | 'unsupported' | 'home-screen' | 'off' | 'on';
type PushChoiceFormProps = { classes: { id: string; name: string }[]; publicKey: string };

/** Chooses classes and turns push notifications on and off; asks for the permission only after a tap. */
export function PushChoiceForm({ classes, publicKey }: PushChoiceFormProps) {
  const [phase, setPhase] = useState<Phase>('pending');
  const [chosen, setChosen] = useState<string[]>([]);
  const [wholeSchool, setWholeSchool] = useState(true);
  const [denied, setDenied] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const primary = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const standalone =
      (navigator as { standalone?: boolean }).standalone === true || matchMedia('(display-mode: standalone)').matches;
    if (isAppleMobile(navigator.userAgent, navigator.maxTouchPoints) && !standalone) return setPhase('home-screen');
    if (!('serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window)) {
      return setPhase('unsupported');
    }
    setDenied(Notification.permission === 'denied');
    void currentSubscription(publicKey).then(async (subscription) => {
      const choice = subscription ? await storedChoice() : undefined;
      if (choice) applyChoice(choice.classes.filter((id) => classes.some((cls) => cls.id === id)));
      setPhase(subscription ? 'on' : 'off');
    });
    // Asked once, on the first render in the browser.
  }, []);

  const applyChoice = (ids: string[]) => {
    setChosen(ids);
    setWholeSchool(ids.length === 0);
  };
  const handleWholeSchool = (checked: boolean) => {
    setWholeSchool(checked);
    if (checked) setChosen([]);
  };
  const handleClass = (id: string, checked: boolean) => {
    const next = checked ? [...chosen, id] : chosen.filter((other) => other !== id);
    setChosen(next);
    if (checked) setWholeSchool(false);
  };

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    setMessage('');
    try {
      setMessage(await work());
    } catch (error) {
      setMessage(error === OFFLINE ? PUSH_MESSAGES.offline : PUSH_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!wholeSchool && chosen.length === 0) return setMessage(PUSH_MESSAGES.nothingChosen);
    const ids = wholeSchool ? [] : classes.filter((cls) => chosen.includes(cls.id)).map((cls) => cls.id);
    if (phase === 'on') return void run(() => save(publicKey, ids, false));
    // The permission prompt must come straight from the tap, before anything else is awaited.
    const permission = Notification.requestPermission();
    void run(async () => {
      const answer = await permission;
      if (answer === 'default') return PUSH_MESSAGES.dismissed;
      if (answer !== 'granted') {
        setDenied(true);
        return PUSH_MESSAGES.denied;
      }
      setDenied(false);
      const result = await save(publicKey, ids, true);
      if (result === PUSH_MESSAGES.on) setPhase('on');
      return result;
    });
  };

  const handleOff = () => {
    if (busy) return;
    void run(async () => {
      const result = await unsubscribe(publicKey);
      if (result === PUSH_MESSAGES.off) {
        setPhase('off');
        primary.current?.focus();
      }
      return result;
    });
  };

  if (phase === 'unsupported') return <p className={note}>{PUSH_MESSAGES.unsupported}</p>;
  if (phase === 'home-screen') return <HomeScreenHint />;
  const ready = phase === 'on' || phase === 'off';
  return (
    <form className={form} onSubmit={handleSubmit} aria-busy={busy}>
      {phase === 'pending' && <p className={note}>{PUSH_MESSAGES.needsScript}</p>}
      {phase === 'on' && <p className={state}>{PUSH_MESSAGES.on} Sie können Ihre Auswahl ändern.</p>}
      <fieldset className={choices} disabled={!ready}>
        <legend className={legend}>Wofür möchten Sie Nachrichten bekommen?</legend>
        <label className={choice}>
          <input
            type="checkbox"
            name="ganze-schule"
            checked={wholeSchool}
            onChange={(event) => handleWholeSchool(event.currentTarget.checked)}
          />
          Ganze Schule (jede Nachricht)
        </label>
        {classes.map((cls) => (
          <label key={cls.id} className={choice}>
            <input
              type="checkbox"
              name="klasse"
              value={cls.id}
              checked={chosen.includes(cls.id)}
              onChange={(event) => handleClass(cls.id, event.currentTarget.checked)}
            />
            {cls.name}
          </label>
        ))}
      </fieldset>
      {denied && phase === 'off' && message !== PUSH_MESSAGES.denied && <p className={note}>{PUSH_MESSAGES.denied}</p>}
      {ready && (
        <div className={actions}>
          <button ref={primary} type="submit" className={primaryButton}>
            {phase === 'on' ? 'Auswahl speichern' : 'Benachrichtigungen einschalten'}
          </button>
          {phase === 'on' && (
            <button type="button" className={secondaryButton} onClick={handleOff}>
              Benachrichtigungen ausschalten
            </button>
          )}
        </div>
      )}
      <p role="status" className={status}>
        {message}
      </p>
    </form>
  );
}

function HomeScreenHint() {
  return (
    <div className={note}>
      <p>
        Auf iPhone und iPad kommen Benachrichtigungen nur an, wenn Sie diese Website zum Home-Bildschirm hinzufügen (ab
        iOS bzw. iPadOS 16.4):
      </p>
      <ol>
        <li>Tippen Sie in Safari unten (auf dem iPad oben) auf „Teilen“, das Quadrat mit dem Pfeil nach oben.</li>
        <li>Wählen Sie „Zum Home-Bildschirm“ und tippen Sie auf „Hinzufügen“.</li>
        <li>
          Öffnen Sie die Website über das neue Symbol und schalten Sie die Benachrichtigungen auf dieser Seite ein.
        </li>
      </ol>
    </div>
  );
}

/** A request that never reached the server (a rejected fetch), told apart from every other failure. */
const OFFLINE = new Error('offline');

async function send(method: 'POST' | 'DELETE', body: unknown): Promise<Response> {
  try {
    return await fetch(PUSH_SUBSCRIPTIONS_PATH, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw OFFLINE;
  }
}

/** This browser's subscription made with this key; one made with another key is of no use any more. */
async function currentSubscription(publicKey: string): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return null;
  return sameKey(subscription.options.applicationServerKey, applicationServerKey(publicKey)) ? subscription : null;
}

async function storedChoice() {
  const stored = await (await caches.open(PUSH_CHOICE_CACHE)).match(PUSH_CHOICE_URL);
  return readPushChoice(await stored?.json().catch(() => undefined));
}

/** Subscribes (or takes the current subscription) and tells the server; a new one the server refused is dropped. */
async function save(publicKey: string, classes: string[], subscribing: boolean): Promise<string> {
  await navigator.serviceWorker.register(SERVICE_WORKER_PATH);
  const registration = await navigator.serviceWorker.ready;
  const key = applicationServerKey(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && !sameKey(existing.options.applicationServerKey, key)) await existing.unsubscribe();
  const subscription =
    (existing && sameKey(existing.options.applicationServerKey, key) ? existing : null) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
  const dropNew = async () => {
    if (subscribing && subscription !== existing) await subscription.unsubscribe().catch(() => false);
  };
  let response: Response;
  try {
    response = await send('POST', { subscription: subscription.toJSON(), classes });
  } catch (error) {
    await dropNew();
    throw error;
  }
  if (response.status !== 201) {
    await dropNew();
    return refusalMessage(response.status, response.headers.get('Content-Type'), await response.text());
  }
  const choice = JSON.stringify({ classes, vapid: publicKey });
  await (
    await caches.open(PUSH_CHOICE_CACHE)
  ).put(PUSH_CHOICE_URL, new Response(choice, { headers: { 'Content-Type': 'application/json' } }));
  return subscribing ? PUSH_MESSAGES.on : PUSH_MESSAGES.saved;
}

async function unsubscribe(publicKey: string): Promise<string> {
  const subscription = await currentSubscription(publicKey);
  if (subscription) {
    const response = await send('DELETE', { endpoint: subscription.endpoint });
    if (response.status !== 204) {
      return refusalMessage(response.status, response.headers.get('Content-Type'), await response.text());
    }
    await subscription.unsubscribe();
  }
  await caches.delete(PUSH_CHOICE_CACHE);
  return PUSH_MESSAGES.off;
}

const form = css`
  display: grid;
  gap: ${space.md};
  margin: ${space.lg} 0 0;
`;

const note = css`
  margin: 0;
  padding: ${space.md} ${space.lg};
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-surface-alt);
  ol {
    margin: ${space.sm} 0 0;
  }
  p {
    margin: 0;
  }
`;

const state = css`
  margin: 0;
  font-weight: ${fontWeight.bold};
`;

const choices = css`
  margin: 0;
  padding: ${space.md} ${space.lg};
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${space.xs} ${space.md};
`;

const legend = css`
  padding: 0 ${space.xs};
  font-weight: ${fontWeight.bold};
`;

const choice = css`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  min-height: 44px;
  cursor: pointer;
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: var(--color-primary);
  }
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm} ${space.md};
`;

const secondaryButton = css`
  min-height: 44px;
  padding: 0.5rem 1.5rem;
  border: 2px solid var(--color-primary-strong);
  border-radius: 999px;
  background: transparent;
  color: var(--color-primary-strong);
  font-weight: ${fontWeight.bold};
  cursor: pointer;
`;

const status = css`
  margin: 0;
  min-height: 1.5em;
  &:empty {
    min-height: 0;
  }
`;
