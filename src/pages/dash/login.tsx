import { css } from '@linaria/core';
import type { PageProps } from 'waku/router';
import { PageMeta } from '../../components/page-meta';
import { WINDOW_MS } from '../../lib/domain/login-throttle';
import { safeNextPath } from '../../lib/domain/next-path';
import { primaryButton } from '../../styles/controls';
import { fontWeight } from '../../styles/theme';
import { dynamicRender } from '../_components/render';

const MESSAGES: Record<string, string> = {
  zugangsdaten: 'E-Mail-Adresse oder Passwort ist falsch. Bitte versuchen Sie es erneut.',
  unbestaetigt: 'Dieses Konto ist noch nicht bestätigt. Bitte wenden Sie sich an die Administration.',
  'nicht-erreichbar':
    'Die Anmeldung ist gerade nicht möglich, weil der Server nicht erreichbar ist. Bitte versuchen Sie es später erneut.',
  'zu-lang': 'Das Passwort ist zu lang (höchstens 256 Zeichen).',
  'nicht-angemeldet':
    'Sie waren in diesem Browser nicht angemeldet, deshalb wurde nichts gespeichert. Bitte melden Sie sich an und geben Sie Ihre Änderungen erneut ein.',
  'nicht-aufbewahrt':
    'Ihre Anmeldung war abgelaufen, und Ihre Eingaben konnten nicht aufbewahrt werden. Bitte melden Sie sich an und geben Sie sie erneut ein.',
};

const WINDOW_MINUTES = WINDOW_MS / 60_000;

/**
 * When to try again, in whole minutes (at most the window). An unknown browser is told that one
 * that signed in before is not held up; a known one has used up its own tries.
 */
function tooManyMessage(minutes: string | null, inThisBrowser: boolean): string {
  const wait = Math.min(Math.max(Math.ceil(Number(minutes)) || WINDOW_MINUTES, 1), WINDOW_MINUTES);
  const when = wait === 1 ? 'in einer Minute' : `in ${wait} Minuten`;
  return inThisBrowser
    ? `Zu viele fehlgeschlagene Anmeldeversuche in diesem Browser. Bitte versuchen Sie es ${when} erneut.`
    : `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es ${when} erneut. ` +
        'In einem Browser, in dem Sie sich hier schon angemeldet haben, können Sie sich in der Regel sofort anmelden.';
}

export default async function LoginPage({ query }: PageProps<'/dash/login'>) {
  const params = new URLSearchParams(query ?? '');
  const code = params.get('fehler') ?? '';
  const error =
    code === 'zu-viele' || code === 'zu-viele-hier'
      ? tooManyMessage(params.get('warten'), code === 'zu-viele-hier')
      : Object.hasOwn(MESSAGES, code)
        ? MESSAGES[code]
        : undefined;
  const next = safeNextPath(params.get('next'));
  return (
    <>
      <PageMeta title="Anmeldung" path="/dash/login" noindex />
      <section className={box} aria-labelledby="anmeldung">
        <h1 id="anmeldung">Anmeldung für Lehrkräfte</h1>
        {params.get('abgemeldet') && (
          <p className={info} role="status">
            Sie wurden abgemeldet.
          </p>
        )}
        {error && (
          <p className={alert} role="alert" id="login-fehler">
            {error}
          </p>
        )}
        <form method="post" action="/dash/login" className={form}>
          <input type="hidden" name="next" value={next} />
          <label className={field}>
            E-Mail-Adresse
            <input
              type="email"
              name="email"
              autoComplete="username"
              required
              defaultValue={params.get('email') ?? ''}
              aria-describedby={error ? 'login-fehler' : undefined}
            />
          </label>
          <label className={field}>
            Passwort
            <input type="password" name="password" autoComplete="current-password" required />
          </label>
          <button type="submit" className={primaryButton}>
            Anmelden
          </button>
        </form>
      </section>
    </>
  );
}

export const getConfig = dynamicRender;

const box = css`
  max-width: 28rem;
  margin: 2rem auto;
  padding: 2rem;
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
`;

const form = css`
  display: grid;
  gap: 1rem;
`;

const field = css`
  display: grid;
  gap: 0.25rem;
  font-weight: ${fontWeight.bold};
  input {
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border: 1px solid var(--color-text-muted);
    border-radius: 0.5rem;
    background: var(--color-bg);
    color: var(--color-text);
    font: inherit;
    font-weight: ${fontWeight.normal};
  }
`;

const alert = css`
  padding: 0.75rem 1rem;
  border-left: 4px solid var(--color-danger);
  background: var(--color-surface-alt);
`;

const info = css`
  padding: 0.75rem 1rem;
  border-left: 4px solid var(--color-primary);
  background: var(--color-surface-alt);
`;
