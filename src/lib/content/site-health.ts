import { HOME_LATEST } from '../domain/post-areas';
import { viennaParts } from '../domain/dates';
import { getSiteConfig } from '../platform/request-context';
import { BackendUnavailableError, ReadRefusedError } from './read-errors';
import { getCalendarMonth, getCountdown, getUpcomingEvents } from './calendar';
import { getBikelineBests, getCarousel, getFacts, getSayings } from './media';
import { getPinnedPosts, getPostPage } from './posts';
import { getClasses, getTeachers } from './teachers-and-classes';

/** A section of the public pages that cannot be read, as the dashboard names it. */
export type SectionProblem = { section: string; problem: string; fix: string };

/** Every section a public page reads on its own, by the name the dashboard gives it. */
const PUBLIC_SECTIONS: ReadonlyArray<[section: string, read: (now: Date) => Promise<unknown>]> = [
  ['Startseite: Bilder', () => getCarousel()],
  ['Startseite: Countdown', (now) => getCountdown(now)],
  ['Startseite: Spruch der Woche', () => getSayings(1, 1)],
  ['Startseite: Wusstest du schon?', () => getFacts(1, 1)],
  ['Startseite: Angeheftete Beiträge', () => getPinnedPosts()],
  ['Aktuelles', () => getPostPage(HOME_LATEST.area, { page: 1 })],
  ['Kalender: Monat', (now) => getCalendarMonth(viennaParts(now).year, viennaParts(now).month)],
  ['Kalender: Die nächsten Termine', (now) => getUpcomingEvents(5, now)],
  ['Klassen', (now) => getClasses(now)],
  ['Lehrkräfte', () => getTeachers()],
  ['Bike Line', () => getBikelineBests()],
];

function describe(error: unknown, pocketbaseUrl: string): Omit<SectionProblem, 'section'> | undefined {
  if (error instanceof ReadRefusedError) {
    return {
      problem:
        `PocketBase lehnt die Abfrage${error.collection ? ` von „${error.collection}“` : ''} ab ` +
        `(${error.status}: ${error.reason}). Meist fehlt der Sammlung ein Feld, das die Website liest.`,
      fix: `npm run schema -- --url ${pocketbaseUrl}, danach npm run doctor`,
    };
  }
  if (error instanceof BackendUnavailableError) {
    return {
      problem: 'PocketBase antwortet gerade nicht, nicht rechtzeitig oder mit unbrauchbaren Daten.',
      fix: 'npm run doctor; PocketBase, Tunnel und Access prüfen',
    };
  }
  return undefined;
}

/**
 * The sections of the public pages that fail right now, each with what PocketBase answered and the fix: a page shows
 * what it has and a notice where a section failed; this names the cause. Reads as the public pages do.
 * @throws anything but a backend outage or a refused read (a bug)
 */
export async function getPublicSectionProblems(now: Date = new Date()): Promise<SectionProblem[]> {
  const { pocketbaseUrl } = getSiteConfig();
  const outcomes = await Promise.allSettled(PUBLIC_SECTIONS.map(([, read]) => read(now)));
  return outcomes.flatMap((outcome, index) => {
    if (outcome.status === 'fulfilled') return [];
    const described = describe(outcome.reason, pocketbaseUrl);
    if (!described) throw outcome.reason;
    return [{ section: PUBLIC_SECTIONS[index]![0], ...described }];
  });
}
