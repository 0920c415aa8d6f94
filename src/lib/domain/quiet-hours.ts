/** Quiet hours on Vienna's clock, in minutes of the day (start 20:00 = 1200, end 07:00 = 420); null: none. */
export type QuietHours = { start: number; end: number } | null;

const SPAN = /^([01]\d|2[0-3]):([0-5]\d)\s*-\s*([01]\d|2[0-3]):([0-5]\d)$/;

/** 'HH:MM-HH:MM' as quiet hours; 'off' or equal ends: none; anything else: undefined (not a span). */
export function parseQuietHours(text: string): QuietHours | undefined {
  if (text.trim().toLowerCase() === 'off') return null;
  const match = SPAN.exec(text.trim());
  if (!match) return undefined;
  const start = Number(match[1]) * 60 + Number(match[2]);
  const end = Number(match[3]) * 60 + Number(match[4]);
  return start === end ? null : { start, end };
}
