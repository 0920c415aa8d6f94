import { addDays, dayInMonth, mondayOf, onSchoolDay, pbDate } from "../dates.mjs";
import { fixedId } from "../ids.mjs";
import { classId } from "./classes.mjs";
import { STAFF_ID } from "./users.mjs";

const calendarId = (n) => fixedId("calendar", n);

export const CALENDAR_IDS = {
  countdown: calendarId(9),
  pastCountdown: calendarId(10),
  allDayAtUtcMidnight: calendarId(11),
  // Not public: a date the school has not confirmed yet.
  draft: calendarId(12),
};

const [C1A, C1B, C2A, C2B, C3A, C4A, C5] = /** @type {[string, string, string, string, string, string, string]} */ (
  [1, 2, 3, 4, 5, 6, 7].map(classId)
);
const ALL = [C1A, C1B, C2A, C2B, C3A, C4A, C5];

// Relative to the seed date, so the calendar and the countdown always have something to show.
// [title, description, start, length in days, classes, countdown, end (days after the start; optional)]
/** @type {(now: Date) => [string, string, Date, number, string[], boolean, (number | undefined)?, string?][]} */
const entries = (now) => [
  ["Schularbeit Mathematik", "Stoff: Bruchrechnen und Prozentrechnung", dayInMonth(now, 0, 4), 1, [C2A, C2B], false],
  [
    "Projekttage Berufsorientierung",
    "Workshops mit dem AMS und Betrieben aus der Region",
    dayInMonth(now, 0, 11),
    3,
    [C4A, C5],
    false,
  ],
  ["Lesenacht", "Mitbringen: Schlafsack, Taschenlampe, Lieblingsbuch", dayInMonth(now, 0, 19, 17), 1, [C1A], false],
  ["Elternsprechtag", "Alle Lehrkräfte sind von 14 bis 19 Uhr im Haus.", dayInMonth(now, 1, 3, 13), 1, ALL, false],
  [
    "Exkursion ins Naturhistorische Museum",
    "Abfahrt 7:30 Uhr beim Schultor",
    dayInMonth(now, 1, 10, 7),
    1,
    [C3A],
    false,
  ],
  [
    "Sportwoche",
    "Fünf Tage Bewegung: Schwimmen, Klettern, Mannschaftsspiele",
    dayInMonth(now, 1, 16),
    5,
    [C2A, C2B, C3A],
    false,
  ],
  ["Projektwoche Medien", "Wir drehen Kurzfilme und gestalten einen Podcast.", dayInMonth(now, 1, 29), 5, [C4A], false],
  ["Schulforum", "Sitzung von Eltern, Lehrkräften und Schulleitung", dayInMonth(now, 2, 12, 18), 1, [], false],
  [
    "Tag der offenen Tür",
    "Schnupperstunden und Führungen für Volksschulkinder und Eltern",
    addDays(dayInMonth(now, 0, now.getUTCDate(), 9), 28),
    1,
    ALL,
    true,
  ],
  [
    "Schulfest",
    "Das war unser großes Fest mit Buffet und Schulband.",
    addDays(dayInMonth(now, 0, now.getUTCDate(), 14), -20),
    1,
    ALL,
    true,
  ],
  // A whole day stored as 00:00 to 23:59 UTC, as on a computer not set to Vienna's time zone (or imported as bare
  // dates): the site shows 01:00 or 02:00 and runs the entry into the next day; the dashboard flags both values.
  [
    "Schulautonomer Tag",
    "Unterrichtsfrei für alle Klassen",
    dayInMonth(now, 1, 22, 0),
    1,
    [],
    false,
    (23 * 60 + 59) / 1440,
  ],
  [
    "Schulball (Termin noch offen)",
    "Entwurf: Der Elternverein bestätigt den Saal bis Ende des Monats.",
    dayInMonth(now, 1, 14, 19),
    1,
    [],
    false,
    undefined,
    "draft",
  ],
];

export function calendar(now) {
  return entries(now).map(([title, description, day, days, classes, countdown, end, status = "published"], i) => {
    const start = days === 1 ? onSchoolDay(day) : mondayOf(day);
    const to =
      end !== undefined ? addDays(start, end) : days === 1 ? addDays(start, 0.125) : addDays(start, days - 1 + 0.375);
    return {
      id: calendarId(i + 1),
      data: {
        title,
        description,
        from_date: pbDate(start),
        to_date: pbDate(to),
        countdown,
        relevant_classes: classes,
        status,
        owner: STAFF_ID,
      },
      files: {},
    };
  });
}
