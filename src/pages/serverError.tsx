import { ErrorScreen } from '../components/error-screen';
import { PageMeta } from '../components/page-meta';

export default async function ServerErrorPage() {
  return (
    <>
      <PageMeta title="Fehler" path="/serverError" noindex />
      <ErrorScreen status={500} message="Internal Server Error" />
    </>
  );
}

export const getConfig = async () => {
  // Dynamic: a prerendered copy would be served by the asset layer, past the worker's CSP nonce.
  return { render: 'dynamic' } as const;
};
