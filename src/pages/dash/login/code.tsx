import type { PageProps } from 'waku/router';
import STAFF from '../../../../pocketbase/pb_hooks/staff.json';
import { PageMeta } from '../../../components/page-meta';
import { primaryButton } from '../../../styles/controls';
import { dynamicRender } from '../../_components/render';
import { AccountBox, AccountField, accountForm, namedMessage } from '../_components/account-box';

const { codeLength, codeMinutes } = STAFF.secondFactor;

const MESSAGES: Record<string, string> = {
  'code-falsch': 'Dieser Code stimmt nicht oder ist abgelaufen. Bitte sehen Sie in der neuesten E-Mail nach.',
  'code-zu-oft':
    'Zu viele falsche Codes. Bitte warten Sie drei Minuten und melden Sie sich dann noch einmal an: Sie bekommen einen neuen Code.',
  'nicht-erreichbar':
    'Die Anmeldung ist gerade nicht möglich, weil der Server nicht erreichbar ist. Bitte versuchen Sie es später erneut.',
};

/**
 * The second factor of a password sign-in (editors and admins, contract.md "Staff accounts and sign-in"): the code
 * PocketBase mailed. The step's ids are in this browser's code cookie (src/features/staff/routes/sign-in.ts).
 */
export default async function SignInCodePage({ query }: PageProps<'/dash/login/code'>) {
  const params = new URLSearchParams(query ?? '');
  const code = params.get('fehler') ?? '';
  const error = namedMessage(MESSAGES, code);
  const email = params.get('email') ?? '';
  const again = `/dash/login?${new URLSearchParams(email ? { email } : {})}`;
  return (
    <>
      <PageMeta title="Anmeldecode" path="/dash/login/code" noindex />
      <AccountBox
        id="anmeldecode"
        title="Anmeldecode eingeben"
        alert={error}
        info={`Wir haben ${email ? `an ${email}` : 'Ihnen'} eine E-Mail mit einem Code geschickt. Er gilt ${codeMinutes} Minuten.`}
      >
        <form method="post" action="/dash/login/code" className={accountForm}>
          <AccountField
            label={`Code (${codeLength} Ziffern)`}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern={`\\s*(\\d\\s*){${codeLength}}`}
            maxLength={codeLength * 2}
            required
            aria-describedby={error ? 'anmeldecode-fehler' : undefined}
          />
          <button type="submit" className={primaryButton}>
            Anmelden
          </button>
        </form>
        <p>
          Keine E-Mail bekommen? Sehen Sie auch im Spam-Ordner nach, oder{' '}
          <a href={again}>melden Sie sich noch einmal an</a>: Dann kommt ein neuer Code.
        </p>
      </AccountBox>
    </>
  );
}

export const getConfig = dynamicRender;
