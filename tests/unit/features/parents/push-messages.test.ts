import { describe, expect, test } from 'vitest';
import {
  entryMessage,
  entrySignature,
  postMessage,
  pushOutcome,
  retryDelayMs,
  startsSoon,
} from '../../../../src/features/parents/rules/push-messages';

const SITE = 'https://www.schule.example';
const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-28T12:00:00Z');
const pbDate = (ms: number) => new Date(ms).toISOString().replace('T', ' ');

describe('the message of a post', () => {
  test('its title, its own page and the classes it is for', () => {
    const post = {
      id: 'p1',
      title: 'Lesenacht',
      catigory: 'post' as const,
      archiv: false,
      classIds: ['c'],
      classNames: ['2B'],
    };
    expect(postMessage(post, SITE, 'MS Sonnenberg')).toEqual({
      title: 'Lesenacht',
      body: 'MS Sonnenberg: Für Klasse 2B',
      url: `${SITE}/posts/p1`,
      tag: 'post-p1',
    });
  });

  test('a project links to its area; a post for no class is for the whole school; long titles are cut', () => {
    const project = {
      id: 'p2',
      title: 'x'.repeat(200),
      catigory: 'project' as const,
      archiv: false,
      classIds: [],
      classNames: [],
    };
    const message = postMessage(project, SITE, 'MS');
    expect(message.url).toBe(`${SITE}/projects/p2`);
    expect(message.body).toBe('MS: Für die ganze Schule');
    expect(message.title).toHaveLength(120);
    expect(message.title.endsWith('…')).toBe(true);
  });
});

describe('the message of a calendar entry', () => {
  const entry = {
    id: 'e1',
    title: 'Wandertag',
    from: '2026-12-08 07:00:00.000Z',
    to: '2026-12-08 12:00:00.000Z',
    classIds: ['c'],
    classNames: ['2B', 'Abschlussklasse'],
  };

  test('new: its title, when in Vienna, the classes, the calendar month', () => {
    expect(entryMessage(entry, SITE, false)).toEqual({
      title: 'Neuer Termin: Wandertag',
      body: '8. Dezember 2026 um 08:00 · Für Klasse 2B, Abschlussklasse',
      url: `${SITE}/kalender?month=2026-12`,
      tag: 'calendar-e1',
    });
  });

  test('moved: says so', () => {
    expect(entryMessage(entry, SITE, true).title).toBe('Termin verschoben: Wandertag');
  });

  test('the signature changes with either date and nothing else', () => {
    expect(entrySignature(entry)).toBe(entrySignature({ ...entry }));
    expect(entrySignature(entry)).not.toBe(entrySignature({ ...entry, from: '2026-12-09 07:00:00.000Z' }));
    expect(entrySignature(entry)).not.toBe(entrySignature({ ...entry, to: '2026-12-08 13:00:00.000Z' }));
  });

  test('starts soon: from now to 14 days ahead, both ends included', () => {
    expect(startsSoon(pbDate(NOW), NOW)).toBe(true);
    expect(startsSoon(pbDate(NOW + 14 * DAY), NOW)).toBe(true);
    expect(startsSoon(pbDate(NOW + 14 * DAY + 1000), NOW)).toBe(false);
    expect(startsSoon(pbDate(NOW - 1000), NOW)).toBe(false);
    expect(startsSoon('', NOW)).toBe(false);
  });
});

describe('what a push service answer means', () => {
  test.each([
    [201, 'sent'],
    [200, 'sent'],
    [404, 'gone'],
    [410, 'gone'],
    [429, 'retry'],
    [500, 'retry'],
    [503, 'retry'],
    [0, 'retry'],
    [400, 'dropped'],
    [403, 'dropped'],
    [413, 'dropped'],
  ])('%i: %s', (status, outcome) => {
    expect(pushOutcome(status)).toBe(outcome);
  });

  test('retries wait 30 s, doubling, at most 32 min; a Retry-After in seconds or as a date wins, at most an hour', () => {
    expect([1, 2, 3, 7, 8].map((attempt) => retryDelayMs(attempt, null, NOW) / 1000)).toEqual([
      30, 60, 120, 1920, 1920,
    ]);
    expect(retryDelayMs(1, '5', NOW)).toBe(5000);
    expect(retryDelayMs(1, new Date(NOW + 90_000).toUTCString(), NOW)).toBe(90_000);
    expect(retryDelayMs(1, '86400', NOW)).toBe(60 * 60 * 1000);
    expect(retryDelayMs(2, 'soon', NOW)).toBe(60_000);
  });
});
