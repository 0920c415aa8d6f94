import { css } from '@linaria/core';
import { Link } from 'waku';
import {
  getCheckedContent,
  getCollectionCounts,
  getCountdown,
  getDashUpcomingEvents,
  getPublicSectionProblems,
  getRecentlyChangedPosts,
  getSchool,
  getUnpublished,
  OVERVIEW_CHECKS_NEWEST,
  settle,
} from '../../../../lib/content';
import { summarizeProblems } from '../../../../lib/domain/content-problems';
import { parseServerDate } from '../../../../lib/domain/dates';
import { fontSize, media } from '../../../../styles/theme';
import { DateCell } from '../../../../components/dash/cells';
import { CountCards } from '../../../../components/dash/count-cards';
import { ProblemSummaryList } from '../../../../components/dash/problem-summary';
import { PublicSectionProblems } from '../../../../components/dash/public-section-problems';
import { SchoolStatus } from '../../../../components/dash/school-status';
import { SettledSection } from '../../../../components/dash/settled-section';
import { UnpublishedSummary } from '../../../../components/dash/unpublished-summary';
import { RecentPostsTable, UpcomingEventsTable } from './overview-tables';

/** Counts, content problems, countdown, next dates and latest changes; every section reads on its own. */
export async function Overview() {
  const now = new Date();
  const [sectionProblems, counts, unpublished, content, school, countdown, upcoming, recent] = await Promise.all([
    getPublicSectionProblems(now),
    settle(getCollectionCounts()),
    settle(getUnpublished()),
    settle(getCheckedContent(now)),
    getSchool({ fresh: true }).then((read) => read.value),
    settle(getCountdown(now)),
    settle(getDashUpcomingEvents(5, now)),
    settle(getRecentlyChangedPosts(5)),
  ]);
  return (
    <div className={sections}>
      <section aria-labelledby="oeffentlich" className={wide}>
        <h2 id="oeffentlich">Öffentliche Seiten</h2>
        <PublicSectionProblems problems={sectionProblems} />
      </section>
      <section aria-labelledby="anzahl" className={wide}>
        <h2 id="anzahl">Inhalte</h2>
        <SettledSection result={counts} what="Die Zahlen">
          {(value) => <CountCards counts={value} />}
        </SettledSection>
      </section>
      <section aria-labelledby="unveroeffentlicht">
        <h2 id="unveroeffentlicht">Noch nicht öffentlich</h2>
        <SettledSection result={unpublished} what="Die Entwürfe">
          {(value) => <UnpublishedSummary unpublished={value} now={now} />}
        </SettledSection>
      </section>
      <section aria-labelledby="probleme">
        <h2 id="probleme">Inhaltsprobleme</h2>
        <SettledSection result={content} what="Die Prüfergebnisse">
          {(value) => (
            <>
              <ProblemSummaryList summary={summarizeProblems(value, now)} />
              {value.unchecked.posts + value.unchecked.calendar > 0 && (
                <p>{`Geprüft wurden die ${OVERVIEW_CHECKS_NEWEST} zuletzt geänderten Beiträge und die ${OVERVIEW_CHECKS_NEWEST} spätesten Termine; ältere prüfen ihre Listen, Seite für Seite.`}</p>
              )}
            </>
          )}
        </SettledSection>
      </section>
      <section aria-labelledby="schuldaten">
        <h2 id="schuldaten">Angaben zur Schule</h2>
        <SchoolStatus school={school} />
      </section>
      <section aria-labelledby="countdown">
        <h2 id="countdown">Aktueller Countdown</h2>
        <SettledSection result={countdown} what="Der Countdown">
          {(entry) =>
            entry ? (
              <p>
                <strong>{entry.title}</strong> am <DateCell value={entry.from} /> – {daysUntil(entry.from, now)}.{' '}
                <Link to="/dash/calendar">Zum Kalender</Link>
              </p>
            ) : (
              <p>Kein kommender Termin mit Countdown. Setzen Sie im Kalender bei einem Termin „countdown“.</p>
            )
          }
        </SettledSection>
      </section>
      <section aria-labelledby="termine" className={wide}>
        <h2 id="termine">Nächste Termine</h2>
        <SettledSection result={upcoming} what="Die Termine">
          {(entries) => <UpcomingEventsTable entries={entries} now={now} />}
        </SettledSection>
      </section>
      <section aria-labelledby="geaendert" className={wide}>
        <h2 id="geaendert">Zuletzt geänderte Beiträge</h2>
        <SettledSection result={recent} what="Die Beiträge">
          {(posts) => <RecentPostsTable posts={posts} now={now} />}
        </SettledSection>
      </section>
    </div>
  );
}

function daysUntil(value: string, now: Date): string {
  const date = parseServerDate(value);
  const days = date ? Math.max(0, Math.ceil((date.getTime() - now.getTime()) / 86_400_000)) : 0;
  return days === 1 ? 'noch 1 Tag' : `noch ${days} Tage`;
}

const sections = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0 2rem;
  ${media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  h2 {
    font-size: ${fontSize.h2};
  }
`;

const wide = css`
  ${media.lg} {
    grid-column: 1 / -1;
  }
`;
