import { Overview } from './_components/overview';
import { PageHeader } from '../../../components/page-header';
import { PageMeta } from '../../../components/page-meta';
import { getStaffSession } from '../../../lib/platform/request-context';
import { dynamicRender } from '../../_components/render';

export default async function DashStartPage() {
  const name = getStaffSession()?.name;
  return (
    <>
      <PageMeta title="Übersicht – Verwaltung" path="/dash/start" noindex />
      <PageHeader
        title={name ? `Guten Tag, ${name}` : 'Guten Tag'}
        lead="Überblick über alle Inhalte der Website: was noch nicht öffentlich ist, was zu prüfen ist, und wo etwas fehlt."
      />
      <Overview />
    </>
  );
}

export const getConfig = dynamicRender;
