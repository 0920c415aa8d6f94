import { css } from '@linaria/core';
import type { PageProps } from 'waku/router';
import { PageMeta } from '../../components/page-meta';
import { safeNextPath } from '../../lib/domain/next-path';
import { primaryButton } from '../../styles/controls';
import { fontWeight } from '../../styles/theme';

const MESSAGES: Record<string, string> = {
  zugangsdaten: 'E-Mail-Adresse oder Passwort ist falsch. Bitte versuchen Sie es erneut.',
  unbestaetigt: 'Dieses Konto ist noch nicht bestätigt. Bitte wenden Sie sich an die Administration.',
  'nicht-erreichbar':
    'Die Anmeldung ist gerade nicht möglich, weil der Server nicht erreichbar ist. Bitte versuchen Sie es später erneut.',
  'zu-lang': 'Das Passwort ist zu lang (höchstens 256 Zeichen).',
};

/** How long to wait after too many tries, in whole minutes (at most 15). */
function tooManyMessage(minutes: string | null): string {
  const wait = Math.min(Math.max(Number(minutes) || 15, 1), 15);
  return `Zu viele fehlgeschlagene Versuche. Bitte warten Sie ${wait === 1 ? 'eine Minute' : `${wait} Minuten`}, bevor Sie es erneut versuchen.`;
}

export default async function LoginPage({ query }: PageProps<'/dash/login'>) {
  const params = new URLSearchParams(query ?? '');
  const code = params.get('fehler') ?? '';
  const error =
    code === 'zu-viele'
      ? tooManyMessage(params.get('warten'))
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

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

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
