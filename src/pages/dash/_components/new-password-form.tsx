import { MAX_PASSWORD, MIN_PASSWORD } from '../../../lib/domain/staff-passwords';
import { primaryButton } from '../../../styles/controls';
import { AccountBox, AccountField, accountForm, namedMessage } from './account-box';

const MESSAGES: Record<string, string> = {
  kurz: `Das Passwort braucht mindestens ${MIN_PASSWORD} Zeichen.`,
  lang: `Das Passwort ist zu lang (höchstens ${MAX_PASSWORD} Zeichen).`,
  ungleich: 'Die beiden Passwörter stimmen nicht überein.',
  'nicht-erreichbar':
    'Das Passwort konnte nicht gespeichert werden, weil der Server nicht erreichbar ist. Bitte versuchen Sie es gleich noch einmal.',
};

/**
 * A new password through a mail's link (a forgotten password, an invitation): typed twice, posted with the link's
 * token. Without a token, or with one PocketBase refused, the page says what to do instead.
 */
export function NewPasswordForm({
  id,
  title,
  action,
  query,
  intro,
  expired,
  account,
}: {
  id: string;
  title: string;
  action: string;
  query: string | undefined;
  intro: string;
  /** What to say when the link is missing, expired or used. */
  expired: React.ReactNode;
  /** The address the link is for, when the page can tell. */
  account?: string;
}) {
  const params = new URLSearchParams(query ?? '');
  const token = params.get('token') ?? '';
  const code = params.get('fehler') ?? '';
  if (!token || code === 'link') {
    return (
      <AccountBox id={id} title={title} alert="Dieser Link ist abgelaufen oder wurde schon verwendet.">
        <p>{expired}</p>
      </AccountBox>
    );
  }
  const error = namedMessage(MESSAGES, code);
  return (
    <AccountBox id={id} title={title} alert={error}>
      <p>{intro}</p>
      {account && (
        <p>
          Konto: <strong>{account}</strong>
        </p>
      )}
      <form method="post" action={action} className={accountForm}>
        <input type="hidden" name="token" value={token} />
        {account && <input type="hidden" name="username" value={account} autoComplete="username" />}
        <AccountField
          label="Neues Passwort"
          type="password"
          name="password"
          autoComplete="new-password"
          minLength={MIN_PASSWORD}
          maxLength={MAX_PASSWORD}
          required
          hint={`Mindestens ${MIN_PASSWORD} Zeichen. Ein Satz aus mehreren Wörtern ist leicht zu merken und schwer zu erraten.`}
          aria-describedby={error ? `${id}-fehler` : undefined}
        />
        <AccountField
          label="Neues Passwort wiederholen"
          type="password"
          name="passwordConfirm"
          autoComplete="new-password"
          maxLength={MAX_PASSWORD}
          required
        />
        <button type="submit" className={primaryButton}>
          Passwort speichern
        </button>
      </form>
    </AccountBox>
  );
}
