import { HOME_LATEST, PINNED_LIST } from '../lib/domain/post-areas';
import { css } from '@linaria/core';
import { Link } from 'waku';
import { JsonLd } from '../components/json-ld';
import { PageMeta } from '../components/page-meta';
import { schoolData } from '../lib/domain/structured-data';
import { getSiteConfig } from '../lib/platform/request-context';
import { PostGrid } from '../components/post-grid';
import { SectionUnavailable } from '../components/section-unavailable';
import { currentSchool } from '../lib/platform/request-context';
import { getCarousel, getCountdown, getFacts, getPinnedPosts, getPostPage, getSayings, settle } from '../lib/content';
import { fontWeight, media } from '../styles/theme';
import { FactCard, HomeCarousel, HomeCountdown, SayingCard } from './_components/home-sections';
import { dynamicRender } from './_components/render';

export default async function HomePage() {
  const now = new Date();
  const [school, carousel, countdown, sayings, facts, pinned, latest] = await Promise.all([
    currentSchool(),
    settle(getCarousel()),
    settle(getCountdown(now)),
    settle(getSayings(1, 1)),
    settle(getFacts(1, 1)),
    settle(getPinnedPosts()),
    settle(getPostPage(HOME_LATEST.area, { page: 1 })),
  ]);
  const saying = sayings.ok ? sayings.value.items[0] : undefined;
  const fact = facts.ok ? facts.value.items[0] : undefined;
  // A countdown that cannot be read is only logged (seed-spec, error catalogue): the page shows none.
  const anyFailed = [carousel, sayings, facts].some((result) => !result.ok);
  return (
    <>
      <PageMeta title="Startseite" path="/" />
      <JsonLd data={schoolData(school, getSiteConfig().siteUrl)} />
      <h1 className="visually-hidden">{school.name}</h1>
      {carousel.ok && <HomeCarousel slides={carousel.value} />}
      {anyFailed && <SectionUnavailable what="Einige Inhalte" />}
      <div className={highlights}>
        {countdown.ok && countdown.value && <HomeCountdown entry={countdown.value} now={now} />}
        {saying && <SayingCard saying={saying} />}
        {fact && <FactCard fact={fact} />}
      </div>
      <section aria-labelledby={PINNED_LIST.section} className={section}>
        <h2 id={PINNED_LIST.section}>{PINNED_LIST.label}</h2>
        {pinned.ok ? (
          <PostGrid posts={pinned.value} headingLevel={3} empty="Zurzeit gibt es keine angehefteten Beiträge." />
        ) : (
          <SectionUnavailable what="Die angehefteten Beiträge" />
        )}
      </section>
      <section aria-labelledby={HOME_LATEST.section} className={section}>
        <h2 id={HOME_LATEST.section}>{HOME_LATEST.label}</h2>
        {latest.ok ? (
          <PostGrid posts={latest.value.items.slice(0, HOME_LATEST.count)} headingLevel={3} />
        ) : (
          <SectionUnavailable what="Die Beiträge" />
        )}
        <p className={more}>
          <Link to={HOME_LATEST.area.list}>Alle Beiträge ansehen →</Link>
        </p>
      </section>
    </>
  );
}

export const getConfig = dynamicRender;

const highlights = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  margin-bottom: 2rem;
  ${media.md} {
    grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  }
`;

const section = css`
  margin-bottom: 2.5rem;
`;

const more = css`
  margin: 1.25rem 0 0;
  font-weight: ${fontWeight.bold};
  text-align: right;
`;
