/**
 * The order of the lists an editor arranges, one fact each for the public pages and the dashboard (contract.md,
 * "Content": with none arranged, the seed spec's order, newest first).
 */

/** Teachers: by their place (`sort`, smaller first); unnumbered ones (0) and equal places newest first. */
export const TEACHER_ORDER = 'sort,-created';

/**
 * The saying of the week: the one whose week (`week`, the day it takes the home page) came last, then the newest
 * without a week. A saying planned for a week to come waits for it.
 */
export const SAYING_ORDER = '-week,-created';
export const SAYING_SHOWN = 'week = "" || week <= @now';

/** Whether a saying may be shown at `now` (SAYING_SHOWN, as the dashboard tells it). */
export const sayingShown = (saying: { week?: string | undefined }, now: Date): boolean =>
  !saying.week || new Date(saying.week.replace(' ', 'T')).getTime() <= now.getTime();

/** The saying the home page shows at `now`, of a list in SAYING_ORDER. */
export const currentSaying = <S extends { week?: string | undefined }>(sayings: S[], now: Date): S | undefined =>
  sayings.find((saying) => sayingShown(saying, now));
