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

/** How a class is named in a sentence: 'Klasse 2A', but 'Abschlussklasse' alone. */
export function getClassLabel(displayName: string): string {
  return displayName === LEAVING_CLASS ? displayName : `Klasse ${displayName}`;
}
