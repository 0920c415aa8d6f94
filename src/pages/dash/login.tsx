import { css } from '@linaria/core';
import { AccountBox, AccountEmailField, AccountField, accountForm, namedMessage } from './_components/account-box';
import type { PageProps } from 'waku/router';
import { PageMeta } from '../../components/page-meta';
import { WINDOW_MS } from '../../lib/domain/login-throttle';
import { safeNextPath } from '../../lib/domain/next-path';
import { primaryButton } from '../../styles/controls';
import { dynamicRender } from '../_components/render';
import STAFF from '../../../pocketbase/pb_hooks/staff.json';
import { listSignInProviders } from '../../lib/content/auth';
import { PROVIDER_START_PATH } from '../../features/staff';

const MESSAGES: Record<string, string> = {
  zugangsdaten: 'E-Mail-Adresse oder Passwort ist falsch. Bitte versuchen Sie es erneut.',
  unbestaetigt:
    'Dieses Konto ist noch nicht bestätigt oder wurde deaktiviert. Bitte wenden Sie sich an die Administration der Schule.',
  'nicht-erreichbar':
    'Die Anmeldung ist gerade nicht möglich, weil der Server nicht erreichbar ist. Bitte versuchen Sie es später erneut.',
  'zu-lang': 'Das Passwort ist zu lang (höchstens 256 Zeichen).',
  anbieter: 'Diese Anmeldung bietet die Schule nicht an. Bitte wählen Sie eine der Möglichkeiten unten.',
  'anbieter-abgebrochen':
    'Die Anmeldung mit dem Schulkonto wurde abgebrochen oder hat zu lange gedauert. Bitte versuchen Sie es noch einmal.',
  'anbieter-fehler':
    'Die Anmeldung mit dem Schulkonto hat nicht geklappt. Bitte versuchen Sie es noch einmal, oder melden Sie sich mit Passwort an.',
  'kein-zugang': STAFF.noAccount,
  'code-abgelaufen':
    'Die Zeit für den Anmeldecode ist abgelaufen. Bitte melden Sie sich noch einmal an: Sie bekommen einen neuen Code.',
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
      : namedMessage(MESSAGES, code);
  const next = safeNextPath(params.get('next'));
  const info = params.get('abgemeldet')
    ? 'Sie wurden abgemeldet.'
    : params.get('eingeladen')
      ? 'Willkommen! Ihr Passwort ist festgelegt. Melden Sie sich jetzt damit an.'
      : params.get('passwort')
        ? 'Ihr neues Passwort ist gespeichert. Melden Sie sich jetzt damit an.'
        : undefined;
  // Which providers show: PocketBase's own configuration of `users` (none when it is off or unreachable).
  const providers = await listSignInProviders();
  const providerLink = (name: string) =>
    `${PROVIDER_START_PATH}?${new URLSearchParams({ anbieter: name, ...(next !== '/dash/start' ? { next } : {}) })}`;
  return (
    <>
      <PageMeta title="Anmeldung" path="/dash/login" noindex />
      <AccountBox id="anmeldung" title="Anmeldung für Lehrkräfte" alert={error} info={info}>
        {providers.length > 0 && (
          <>
            <ul className={providerList}>
              {providers.map((provider) => (
                <li key={provider.name}>
                  <a className={providerButton} href={providerLink(provider.name)}>
                    {`Mit ${provider.displayName} anmelden`}
                  </a>
                </li>
              ))}
            </ul>
            <p className={divider}>oder mit E-Mail-Adresse und Passwort:</p>
          </>
        )}
        <form method="post" action="/dash/login" className={accountForm}>
          <input type="hidden" name="next" value={next} />
          <AccountEmailField boxId="anmeldung" value={params.get('email') ?? ''} alert={error} />
          <AccountField label="Passwort" type="password" name="password" autoComplete="current-password" required />
          <button type="submit" className={primaryButton}>
            Anmelden
          </button>
        </form>
        <p className={forgotten}>
          <a href="/dash/passwort-vergessen">Passwort vergessen?</a>
        </p>
      </AccountBox>
    </>
  );
}

export const getConfig = dynamicRender;

const providerList = css`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  display: grid;
  gap: 0.5rem;
`;

const providerButton = css`
  display: block;
  padding: 0.75rem 1rem;
  min-height: 44px;
  border: 2px solid var(--color-primary);
  border-radius: 0.375rem;
  color: var(--color-primary-strong);
  font-weight: 600;
  text-align: center;
  text-decoration: none;
  &:hover {
    background: var(--color-surface-alt, transparent);
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 3px solid var(--color-focus, currentColor);
    outline-offset: 2px;
  }
`;

const divider = css`
  margin: 0 0 1rem;
`;

const forgotten = css`
  margin: 1rem 0 0;
`;
