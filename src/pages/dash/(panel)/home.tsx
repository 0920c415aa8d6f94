import { NewRecordLink } from '../../../components/dash/record-links';
import { CarouselTable } from '../../../components/dash/carousel-table';
import { Overview } from './_components/overview';
import { PostTable } from '../../../components/dash/post-table';
import { SettledSection } from '../../../components/dash/settled-section';
import { PageHeader } from '../../../components/page-header';
import { PageMeta } from '../../../components/page-meta';
import { getStaffSession } from '../../../lib/platform/request-context';
import { getDashCarousel, getDashPosts, getKnownIds, settle } from '../../../lib/content';
import { HOME_LATEST, PINNED_LIST } from '../../../lib/domain/post-areas';
import { dynamicRender } from '../../_components/render';

const LEAD =
  `Was die Startseite der Website zeigt: Karussell, Countdown, Spruch der Woche, Wusstest-du-Fakt, ` +
  `unter „${PINNED_LIST.label}“ die angehefteten Beiträge (pin) jeder Kategorie, auch archivierte, und unter ` +
  `„${HOME_LATEST.label}“ die ${HOME_LATEST.count} neuesten aus „${HOME_LATEST.area.label}“ – und der Überblick über alle Inhalte.`;

export default async function DashHomePage() {
  const name = getStaffSession()?.name;
  const [carousel, pinned] = await Promise.all([
    settle(getDashCarousel()),
    settle(Promise.all([getDashPosts('pinned'), getKnownIds()])),
  ]);
  return (
    <>
      <PageMeta title="Startseite – Verwaltung" path="/dash/home" noindex />
      <PageHeader title={name ? `Guten Tag, ${name}` : 'Guten Tag'} lead={LEAD} />
      <section aria-labelledby="karussell">
        <h2 id="karussell">Karussell</h2>
        <NewRecordLink collection="carousel" />
        <SettledSection result={carousel} what="Die Karussell-Einträge">
          {(entries) => <CarouselTable entries={entries} />}
        </SettledSection>
      </section>
      <section aria-labelledby="angeheftet">
        <h2 id="angeheftet">Angeheftete Beiträge</h2>
        <SettledSection result={pinned} what="Die Beiträge">
          {([posts, known]) => (
            <PostTable
              caption={`Angeheftete Beiträge, auf der Startseite unter „${PINNED_LIST.label}“`}
              posts={posts.items}
              known={known}
            />
          )}
        </SettledSection>
      </section>
      <Overview />
    </>
  );
}

export const getConfig = dynamicRender;
