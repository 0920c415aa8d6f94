import type { PageProps } from 'waku/router';
import { Pagination } from '../../../components/pagination';
import { postQueryString, parsePostQuery } from '../../../lib/domain/post-query';
import { DateCell, FileCell } from '../../../components/dash/cells';
import { PostTable } from '../../../components/dash/post-table';
import { NewRecordLink, RecordLinks } from '../../../components/dash/record-links';
import { SettledSection } from '../../../components/dash/settled-section';
import { PageHeader } from '../../../components/page-header';
import { PageMeta } from '../../../components/page-meta';
import { type DashMedia, getDashMedia, getDashPosts, getKnownIds, settle } from '../../../lib/content';
import { describePlaces, publicPlaces } from '../../../lib/domain/post-areas';
import { dynamicRender } from '../../_components/render';

// The parents list holds catigory event and all; both show in the same places.
const LEAD =
  'Die Elternseite zeigt die Sprechstundenliste (die Datei „sprechstunden“ in der Liste unten) und feste Hinweise, ' +
  'keine Beiträge. Die Beiträge für Eltern unten (Veranstaltung und Allgemein) stehen auf der Website unter ' +
  `${describePlaces(publicPlaces({ catigory: 'event', archiv: false, pin: false }))}, archivierte ` +
  `${describePlaces(publicPlaces({ catigory: 'event', archiv: true, pin: false }))}.`;

export default async function DashParentsPage({ query }: PageProps<'/dash/parents'>) {
  const { page } = parsePostQuery(query);
  const [media, posts] = await Promise.all([
    settle(getDashMedia()),
    settle(Promise.all([getDashPosts('parents', page), getKnownIds()])),
  ]);
  return (
    <>
      <PageMeta title="Eltern – Verwaltung" path="/dash/parents" noindex />
      <PageHeader title="Eltern" lead={LEAD} />
      <section aria-labelledby="sprechstunden">
        <h2 id="sprechstunden">Sprechstunden</h2>
        <NewRecordLink collection="general_media" />
        <SettledSection result={media} what="Die Sprechstunden">
          {(entries) => <OfficeHours entry={entries.find((entry) => entry.filename === 'sprechstunden')} />}
        </SettledSection>
      </section>
      <section aria-labelledby="beitraege">
        <h2 id="beitraege">Beiträge für Eltern</h2>
        <SettledSection result={posts} what="Die Beiträge">
          {([rows, known]) => (
            <>
              <PostTable
                caption={`Veranstaltungen und Allgemeines (${rows.totalItems})`}
                posts={rows.items}
                known={known}
              />
              <Pagination
                page={page}
                totalPages={rows.totalPages}
                href={(p) => `/dash/parents${postQueryString({ page: p })}`}
              />
            </>
          )}
        </SettledSection>
      </section>
    </>
  );
}

function OfficeHours({ entry }: { entry?: DashMedia }) {
  if (!entry) {
    return (
      <p>
        <strong>Problem:</strong> In general_media gibt es keinen Eintrag mit filename „sprechstunden“. Die Elternseite
        zeigt deshalb keine Sprechstundenliste.
      </p>
    );
  }
  return (
    <>
      <p>
        Datei: <FileCell file={entry.file} missing="keine Datei hochgeladen (Problem: die Elternseite bleibt leer)" />
        {entry.description && ` – ${entry.description}`}. Zuletzt geändert: <DateCell value={entry.updated} />
      </p>
      <RecordLinks record={entry} label="Sprechstunden" view="/eltern" bar />
    </>
  );
}

export const getConfig = dynamicRender;
