import type { PageProps } from 'waku/router';
import { PageMeta } from '../../components/page-meta';
import { dynamicRender } from '../_components/render';
import { NewPasswordForm } from './_components/new-password-form';
import { invitedAddress } from '../../lib/domain/staff-passwords';

/** The link of an invitation mail: the colleague chooses a password, then signs in with the role given. */
export default async function InvitationPage({ query }: PageProps<'/dash/einladung'>) {
  return (
    <>
      <PageMeta title="Einladung" path="/dash/einladung" noindex />
      <NewPasswordForm
        id="einladung"
        title="Willkommen im Team der Website"
        action="/dash/einladung"
        query={query}
        account={invitedAddress(new URLSearchParams(query ?? '').get('token') ?? '')}
        intro="Sie wurden eingeladen, auf der Website der Schule mitzuarbeiten. Legen Sie Ihr Passwort fest; danach melden Sie sich damit an."
        expired={
          <>
            Eine Einladung gilt 7 Tage und nur einmal. Bitten Sie die Administration der Schule, Sie noch einmal
            einzuladen, oder melden Sie sich mit dem Microsoft- oder Google-Konto der Schule an, wenn sie das
            eingerichtet hat: <a href="/dash/login">zur Anmeldung</a>.
          </>
        }
      />
    </>
  );
}

export const getConfig = dynamicRender;
