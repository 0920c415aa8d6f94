import { parseServerDate, viennaParts } from './dates';

/** A class past its fourth year: named so on its own, without number or letter. */
const LEAVING_CLASS = 'Abschlussklasse';

/**
 * The school year a class is in, by the spec's rule (seed-spec section 5):
 * year difference + 1, + 1 from July on, − 1 if the class started after June.
 */
export function getClassYear(since: string | Date, now: Date = new Date()): number | undefined {
  const start = typeof since === 'string' ? parseServerDate(since) : since;
  if (!start) return undefined;
  const from = viennaParts(start);
  const today = viennaParts(now);
  let year = today.year - from.year + 1;
  if (today.month >= 7) year += 1;
  if (from.month > 6) year -= 1;
  return year;
}

/** '1A' … '4A', or 'Abschlussklasse' once a class is past its fourth year. */
export function getClassDisplayName(name: string, since: string | Date, now: Date = new Date()): string {
  const year = getClassYear(since, now);
  if (year === undefined) return name;
  if (year > 4) return LEAVING_CLASS;
  return `${Math.max(year, 1)}${name}`;
}

/** The Abschlussklasse is the class that left last summer; classes that left earlier are no longer shown. */
const LAST_SHOWN_YEAR = 5;

/**
 * Whether a class is listed for visitors (the class pages, the class filter, the calendar's class feeds): years 1 to 4
 * and the Abschlussklasse. Older classes stay in PocketBase with their posts; ten years of a school would otherwise
 * list some thirty Abschlussklassen.
 */
export function isShownClass(since: string | Date | undefined, now: Date = new Date()): boolean {
  const year = since ? getClassYear(since, now) : undefined;
  return year === undefined || year <= LAST_SHOWN_YEAR;
}

/** How a class is named in a sentence: 'Klasse 2A', but 'Abschlussklasse' alone. */
export function getClassLabel(displayName: string): string {
  return displayName === LEAVING_CLASS ? displayName : `Klasse ${displayName}`;
}
