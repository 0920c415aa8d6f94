import { anEntry } from '../../fixtures';
import ical, { type VEvent } from 'node-ical';
import { describe, expect, test } from 'vitest';
import {
  CALENDAR_REFRESH_SECONDS,
  calendarFeed,
  calendarFeedSource,
  entrySpan,
} from '../../../../src/lib/domain/calendar-feed';
import { fallbackSchool } from '../../../../src/lib/domain/school';
import type { CalendarEntry, SchoolClass } from '../../../../src/lib/domain/types';

const school = {
  ...fallbackSchool('Mittelschule Sonnenberg', 'MS Sonnenberg'),
  street: 'Schulgasse 1',
  postcode: '8010',
  city: 'Sonnenberg',
};
const siteUrl = 'https://ms-sonnenberg.example.at';
const class2a: SchoolClass = { id: 'class00000002a', name: '2a', displayName: '2A' };
const leavers: SchoolClass = { id: 'class00000004b', name: 'b', displayName: 'Abschlussklasse' };

const entry = anEntry;

function parse(text: string): VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter((item): item is VEvent => item?.type === 'VEVENT');
}

describe('calendar feed (iCalendar)', () => {
  test('a timed entry keeps its exact start and end', () => {
    const [event] = parse(calendarFeed([entry({})], { school, siteUrl }));
    expect(event?.start.toISOString()).toBe('2026-03-10T17:00:00.000Z');
    expect(event?.end?.toISOString()).toBe('2026-03-10T19:00:00.000Z');
    expect(event?.datetype).toBe('date-time');
  });

  test('an entry from 00:00 to 00:00 Vienna is all-day on every day it spans, its last day included', () => {
    // 12.–16. Jänner 2026 in Vienna (CET, UTC+1)
    const ski = entry({ from: '2026-01-11 23:00:00.000Z', to: '2026-01-15 23:00:00.000Z' });
    const text = calendarFeed([ski], { school, siteUrl });
    expect(text).toContain('DTSTART;VALUE=DATE:20260112');
    expect(text).toContain('DTEND;VALUE=DATE:20260117');
    expect(parse(text)[0]?.datetype).toBe('date');
  });

  test('a single all-day entry in summer time ends the next day; 23:59 counts as the end of the day', () => {
    // 00:00 Vienna in May is 22:00 UTC the day before
    expect(entrySpan({ from: '2026-05-03 22:00:00.000Z', to: '2026-05-03 22:00:00.000Z' })).toEqual({
      start: new Date(Date.UTC(2026, 4, 4)),
      end: new Date(Date.UTC(2026, 4, 5)),
      allDay: true,
    });
    expect(entrySpan({ from: '2026-05-03 22:00:00.000Z', to: '2026-05-04 21:59:00.000Z' })?.allDay).toBe(true);
    expect(entrySpan({ from: '2026-05-03 22:00:00.000Z', to: '2026-05-04 21:58:00.000Z' })?.allDay).toBe(false);
    expect(entrySpan({ from: '2026-05-03 22:01:00.000Z', to: '2026-05-04 22:00:00.000Z' })?.allDay).toBe(false);
  });

  test('only 23:59 ends a day: 22:59 does not', () => {
    // 22:59 Vienna in May is 20:59 UTC
    expect(entrySpan({ from: '2026-05-03 22:00:00.000Z', to: '2026-05-04 20:59:00.000Z' })?.allDay).toBe(false);
  });

  test('each event links its month on /kalender and is stamped with its last change', () => {
    const updated = '2026-02-01 08:00:00.000Z';
    const timed = calendarFeed([entry({ from: '2026-03-31 21:30:00.000Z', to: '2026-03-31 22:30:00.000Z' })], {
      school,
      siteUrl,
    });
    // 31 March 23:30 Vienna is still March; an all-day 1 April starts at 22:00 UTC on 31 March
    expect(timed).toContain(`URL;VALUE=URI:${siteUrl}/kalender?month=2026-03`);
    const allDay = calendarFeed([entry({ from: '2026-03-31 22:00:00.000Z', to: '2026-03-31 22:00:00.000Z' })], {
      school,
      siteUrl,
    });
    expect(allDay).toContain(`URL;VALUE=URI:${siteUrl}/kalender?month=2026-04`);
    const [event] = parse(timed);
    expect(event?.dtstamp?.toISOString()).toBe(new Date(updated.replace(' ', 'T')).toISOString());
    expect(event?.lastmodified?.toISOString()).toBe(new Date(updated.replace(' ', 'T')).toISOString());
    const unstamped = calendarFeed([entry({ updated: '' })], { school, siteUrl });
    expect(unstamped).toContain('DTSTAMP:20260310T170000Z');
    expect(unstamped).not.toContain('LAST-MODIFIED');
  });

  test('the calendar describes itself: product, description, address of the calendar page', () => {
    const text = calendarFeed([], { school, siteUrl });
    expect(text).toContain('PRODID:-//MS Sonnenberg//Schulkalender//DE');
    expect(text).toContain('X-WR-CALDESC:Termine von Mittelschule Sonnenberg');
    expect(text).toContain(`URL:${siteUrl}/kalender`);
  });

  test('an end before the start, or none, is read as the start; an entry without a valid start is left out', () => {
    expect(entrySpan({ from: '2026-03-10 17:00:00.000Z', to: '2026-03-10 16:00:00.000Z' })).toMatchObject({
      end: new Date('2026-03-10T17:00:00.000Z'),
    });
    expect(entrySpan({ from: '', to: '' })).toBeUndefined();
    expect(parse(calendarFeed([entry({ from: 'kaputt' })], { school, siteUrl }))).toEqual([]);
  });

  test('every entry has a UID from its record id that does not change when the entry is edited', () => {
    const before = parse(calendarFeed([entry({})], { school, siteUrl }))[0];
    const after = parse(
      calendarFeed([entry({ title: 'Elternabend (verschoben)', updated: '2026-02-05 08:00:00.000Z' })], {
        school,
        siteUrl,
      }),
    )[0];
    expect(before?.uid).toBe('cal00000000001@ms-sonnenberg.example.at');
    expect(after?.uid).toBe(before?.uid);
    expect(after?.summary).toBe('Elternabend (verschoben)');
  });

  test('the classes are named as categories and in the text; entries for everyone say so', () => {
    const [forClass, forAll] = parse(
      calendarFeed(
        [
          entry({ classes: [class2a, leavers], description: 'Turnsaal; bitte pünktlich' }),
          entry({ id: 'cal00000000002' }),
        ],
        {
          school,
          siteUrl,
        },
      ),
    );
    expect(forClass?.categories).toEqual(['Klasse 2A', 'Abschlussklasse']);
    expect(forClass?.description).toBe('Turnsaal; bitte pünktlich\n\nKlassen: 2A, Abschlussklasse');
    expect(forAll?.description).toBe('Für die ganze Schule');
  });

  test('the calendar names the school (and the class), asks for a refresh and places entries at the school', () => {
    const text = calendarFeed([entry({})], { school, siteUrl, className: '2A' });
    expect(text).toContain('X-WR-CALNAME:Mittelschule Sonnenberg – Klasse 2A');
    expect(text).toContain(`REFRESH-INTERVAL;VALUE=DURATION:PT${CALENDAR_REFRESH_SECONDS / 3600}H`);
    expect(parse(text)[0]?.location).toBe('Schulgasse 1, 8010 Sonnenberg');
    expect(calendarFeed([], { school, siteUrl })).toContain('X-WR-CALNAME:Mittelschule Sonnenberg\r\n');
    expect(calendarFeed([], { school, siteUrl, className: 'Abschlussklasse' })).toContain(
      'X-WR-CALNAME:Mittelschule Sonnenberg – Abschlussklasse\r\n',
    );
  });
});

describe('what a calendar feed is written from (calendarFeedSource)', () => {
  const options = { school, siteUrl };
  const base = [entry({ classes: [class2a] }), entry({ id: 'cal00000000002', classes: [] })];
  const source = calendarFeedSource(base, options);

  test("stays the same for what the feed does not show: a class's photo, teacher or id", () => {
    const sameShown = [
      entry({
        classes: [
          {
            ...class2a,
            id: 'class00000009z',
            teacherId: 'teacher0000001',
            photo: { name: 'foto.jpg', url: '/api/files/classes/class00000002a/foto.jpg', isImage: true },
          },
        ],
        countdown: true,
      }),
      base[1] as CalendarEntry,
    ];
    expect(calendarFeedSource(sameShown, options)).toBe(source);
    expect(calendarFeed(sameShown, options)).toBe(calendarFeed(base, options));
  });

  test.each<[string, Partial<CalendarEntry>]>([
    ['id', { id: 'cal00000000009' }],
    ['title', { title: 'Elternabend (verschoben)' }],
    ['description', { description: 'Im Turnsaal' }],
    ['start', { from: '2026-03-10 18:00:00.000Z' }],
    ['end', { to: '2026-03-10 20:00:00.000Z' }],
    ['last change', { updated: '2026-02-02 08:00:00.000Z' }],
    ["a class's name", { classes: [{ ...class2a, displayName: '3A' }] }],
    ['its classes', { classes: [class2a, leavers] }],
  ])("changes with an entry's %s", (_field, change) => {
    const changed = [entry({ classes: [class2a], ...change }), base[1] as CalendarEntry];
    expect(calendarFeedSource(changed, options)).not.toBe(source);
    expect(calendarFeed(changed, options)).not.toBe(calendarFeed(base, options));
  });

  test('changes with an entry fewer, the school, the address and the class the feed is for', () => {
    expect(calendarFeedSource(base.slice(0, 1), options)).not.toBe(source);
    expect(calendarFeedSource(base, { school: { ...school, city: 'Bergdorf' }, siteUrl })).not.toBe(source);
    expect(calendarFeedSource(base, { school, siteUrl: 'https://andere.example.at' })).not.toBe(source);
    expect(calendarFeedSource(base, { ...options, className: '2A' })).not.toBe(source);
  });
});
