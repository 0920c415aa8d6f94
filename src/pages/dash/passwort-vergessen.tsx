import type { PageProps } from 'waku/router';
import { PageMeta } from '../../components/page-meta';
import { primaryButton } from '../../styles/controls';
import { dynamicRender } from '../_components/render';
import { AccountBox, AccountEmailField, AccountField, accountForm, namedMessage } from './_components/account-box';

const MESSAGES: Record<string, string> = {
  adresse: 'Bitte geben Sie die E-Mail-Adresse Ihres Kontos an.',
  'zu-viele': 'Zu viele Anfragen von hier. Bitte versuchen Sie es in 15 Minuten erneut.',
  'nicht-erreichbar':
    'Gerade kann keine E-Mail verschickt werden, weil der Server nicht erreichbar ist. Bitte versuchen Sie es später erneut.',
};

/** "Passwort vergessen?" (contract.md, "Staff accounts and sign-in"): the same answer whether or not the address is known. */
export default async function ForgottenPasswordPage({ query }: PageProps<'/dash/passwort-vergessen'>) {
  const params = new URLSearchParams(query ?? '');
  const code = params.get('fehler') ?? '';
  const error = namedMessage(MESSAGES, code);
  const sent = params.get('gesendet') === '1';
  return (
    <>
      <PageMeta title="Passwort vergessen" path="/dash/passwort-vergessen" noindex />
      <AccountBox
        id="passwort-vergessen"
        title="Passwort vergessen?"
        alert={error}
        info={
          sent
            ? 'Wenn es zu dieser Adresse ein Konto gibt, ist eine E-Mail mit einem Link unterwegs. Der Link gilt 30 Minuten. Sehen Sie auch im Spam-Ordner nach.'
            : undefined
        }
      >
        <p>
          Geben Sie die E-Mail-Adresse Ihres Kontos an. Sie bekommen eine E-Mail mit einem Link, über den Sie ein neues
          Passwort festlegen.
        </p>
        <form method="post" action="/dash/passwort-vergessen" className={accountForm}>
          <AccountEmailField boxId="passwort-vergessen" value={params.get('email') ?? ''} alert={error} />
          <button type="submit" className={primaryButton}>
            Link senden
          </button>
        </form>
        <p>
          <a href="/dash/login">Zurück zur Anmeldung</a>
        </p>
      </AccountBox>
    </>
  );
}

export const getConfig = dynamicRender;
