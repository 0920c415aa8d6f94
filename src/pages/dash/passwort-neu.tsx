import type { PageProps } from 'waku/router';
import { PageMeta } from '../../components/page-meta';
import { dynamicRender } from '../_components/render';
import { NewPasswordForm } from './_components/new-password-form';

/** The link of a reset mail: a new password, then on to sign in with it. */
export default async function NewPasswordPage({ query }: PageProps<'/dash/passwort-neu'>) {
  return (
    <>
      <PageMeta title="Neues Passwort" path="/dash/passwort-neu" noindex />
      <NewPasswordForm
        id="passwort-neu"
        title="Neues Passwort festlegen"
        action="/dash/passwort-neu"
        query={query}
        intro="Legen Sie Ihr neues Passwort fest. Danach melden Sie sich damit an."
        expired={
          <>
            Ein Link für ein neues Passwort gilt 30 Minuten und nur einmal.{' '}
            <a href="/dash/passwort-vergessen">Fordern Sie einen neuen an.</a>
          </>
        }
      />
    </>
  );
}

export const getConfig = dynamicRender;
