// Runs in the browser too (the countdown ticks there): keep it free of imports and Intl.

const UNITS = [
  { unit: 'days', ms: 86_400_000, one: 'Tag', many: 'Tage' },
  { unit: 'hours', ms: 3_600_000, one: 'Stunde', many: 'Stunden' },
  { unit: 'minutes', ms: 60_000, one: 'Minute', many: 'Minuten' },
  { unit: 'seconds', ms: 1000, one: 'Sekunde', many: 'Sekunden' },
] as const;

export type CountdownUnit = (typeof UNITS)[number]['unit'];
export const COUNTDOWN_UNITS: readonly CountdownUnit[] = UNITS.map((entry) => entry.unit);

/** Instants in ms: when the event starts and ends, and when its day (in Vienna) begins. */
export type CountdownMoments = { start: number; end: number; startOfDay: number };

/** Whole days, hours, minutes and seconds in a span; a span already over counts as zero. */
export function splitDuration(ms: number): Record<CountdownUnit, number> {
  let rest = Math.max(ms, 0);
  const parts = {} as Record<CountdownUnit, number>;
  for (const { unit, ms: size } of UNITS) {
    parts[unit] = Math.floor(rest / size);
    rest -= parts[unit] * size;
  }
  return parts;
}

/** '1 Tag', '0 Tage', '2 Tage': German takes the singular for one only. */
export function unitLabel(unit: CountdownUnit, value: number): string {
  const entry = UNITS.find((candidate) => candidate.unit === unit)!;
  return value === 1 ? entry.one : entry.many;
}

/**
 * The countdown's heading at `now`: the largest unit left ('Noch 3 Tage bis …', 'Noch 1 Stunde bis …'),
 * 'Heute: …' on the event's own day, 'Läuft gerade: …' while it runs, and nothing once it is over.
 */
export function countdownHeadline(
  title: string,
  { start, end, startOfDay }: CountdownMoments,
  now: number,
): string | undefined {
  if (now >= end && now >= start) return undefined;
  if (now >= start) return `Läuft gerade: ${title}`;
  if (now >= startOfDay) return `Heute: ${title}`;
  const parts = splitDuration(start - now);
  const unit = COUNTDOWN_UNITS.find((candidate) => parts[candidate] > 0) ?? 'seconds';
  const value = Math.max(parts[unit], 1);
  return `Noch ${value} ${unitLabel(unit, value)} bis ${title}`;
}
