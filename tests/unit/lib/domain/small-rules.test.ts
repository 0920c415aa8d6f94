import { describe, expect, test } from 'vitest';
import {
  formatDate,
  monthKey,
  monthRange,
  parseMonthKey,
  parseServerDate,
  toServerDate,
  viennaTime,
} from '../../../../src/lib/domain/dates';
import { isImageName, isPhotoName } from '../../../../src/lib/domain/file-types';
import { thumbUrl } from '../../../../src/lib/domain/images';
import { footerNavigation, isCurrent, legalNavigation, mainNavigation } from '../../../../src/lib/domain/navigation';
import { safeNextPath } from '../../../../src/lib/domain/next-path';
import { isCollectionId, isRecordId } from '../../../../src/lib/domain/record-id';
import { sameOriginPath } from '../../../../src/lib/domain/same-origin-path';
import { excerpt } from '../../../../src/lib/domain/text';
import { isThumbSize, THUMB_SIZES, thumbDimensions, thumbSize } from '../../../../src/lib/domain/thumb-sizes';

const now = viennaTime(2026, 11, 23, 12);

describe('server dates', () => {
  test('a Date is written the way PocketBase filters expect it, and read back', () => {
    const date = new Date('2026-11-23T09:05:00.000Z');
    expect(toServerDate(date)).toBe('2026-11-23 09:05:00.000Z');
    expect(parseServerDate('2026-11-23 09:05:00.000Z')?.getTime()).toBe(date.getTime());
    expect(parseServerDate('2026-11-23T09:05:00.000Z')?.getTime()).toBe(date.getTime());
    expect(parseServerDate('')).toBeUndefined();
    expect(parseServerDate('kein Datum')).toBeUndefined();
  });

  test('dates are shown in German on the Vienna clock, a long date by default', () => {
    const late = '2026-12-31 23:30:00.000Z'; // already 1 January in Vienna
    expect(formatDate(late)).toBe('1. Jänner 2027');
    expect(formatDate(late, 'short')).toBe('01.01.2027');
    expect(formatDate(late, 'time')).toBe('00:30');
    expect(formatDate(late, 'month')).toBe('Jänner 2027');
    expect(formatDate(late, 'weekday')).toMatch(/^Fr\.?,? 1\. Jän/);
    expect(formatDate(late, 'dateTime')).toContain('00:30');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('garbage')).toBe('');
  });

  test('month keys and ?month= follow the Vienna month, two digits, 01 to 12 only', () => {
    expect(monthKey(new Date('2026-01-31T23:30:00.000Z'))).toBe('2026-02');
    expect(monthKey(new Date('2026-03-10T12:00:00.000Z'))).toBe('2026-03');
    expect(parseMonthKey('2026-01', now)).toEqual({ year: 2026, month: 1 });
    expect(parseMonthKey('2026-12', now)).toEqual({ year: 2026, month: 12 });
    for (const bad of ['2026-00', '2026-13', 'x2026-01', '2026-01x', '2026-1', '', null, undefined]) {
      expect(parseMonthKey(bad, now), String(bad)).toBeUndefined();
    }
  });

  test('a month range runs from the first Vienna midnight to the next month’s, December into January', () => {
    expect(monthRange(2026, 12)).toEqual({ start: viennaTime(2026, 12, 1), end: viennaTime(2027, 1, 1) });
    expect(monthRange(2026, 3)).toEqual({ start: viennaTime(2026, 3, 1), end: viennaTime(2026, 4, 1) });
    expect(monthRange(2026, 3).start.toISOString()).toBe('2026-02-28T23:00:00.000Z');
  });
});

describe('images', () => {
  const file = (name: string, isImage = isImageName(name)) => ({ name, url: `/api/files/c/r/${name}`, isImage });

  test('photos are what the upload list names, by the extension at the end of the name only', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'a.png', 'a.webp', 'a.gif']) expect(isPhotoName(name), name).toBe(true);
    for (const name of ['a.pdf', 'a.jpg.pdf', 'jpg', 'a.jpe', 'a.bmp', 'a.avif', 'a.svg', 'a.js']) {
      expect(isPhotoName(name), name).toBe(false);
    }
  });

  test('an SVG (a school logo) is an image, but not a photo', () => {
    expect(isImageName('logo.svg')).toBe(true);
    expect(isPhotoName('logo.svg')).toBe(false);
    expect(isImageName('scan.bmp')).toBe(false);
  });

  test('raster images are resized through PocketBase thumbs; SVG, GIF and other files are linked as they are', () => {
    expect(thumbUrl(file('a.jpg'), '640x360')).toBe('/api/files/c/r/a.jpg?thumb=640x360');
    expect(thumbUrl(file('a.svg'), '640x360')).toBe('/api/files/c/r/a.svg');
    expect(thumbUrl(file('a.GIF'), '640x360')).toBe('/api/files/c/r/a.GIF');
    expect(thumbUrl(file('a.gif.png'), '640x360')).toBe('/api/files/c/r/a.gif.png?thumb=640x360');
    expect(thumbUrl(file('plan.pdf'), '640x360')).toBe('/api/files/c/r/plan.pdf');
  });
});

describe('thumb sizes', () => {
  test('the smallest size at least as wide as asked, per ratio, else the largest', () => {
    expect(thumbSize(300)).toBe('320x180');
    expect(thumbSize(321)).toBe('640x360');
    expect(thumbSize(5000)).toBe('1600x900');
    expect(thumbSize(100, 'square')).toBe('160x160');
    expect(thumbSize(200, 'square')).toBe('320x320');
    expect(thumbSize(999, 'square')).toBe('320x320');
    expect(thumbDimensions('960x540')).toEqual({ width: 960, height: 540 });
  });

  test('only the listed sizes count as thumb sizes', () => {
    for (const size of THUMB_SIZES) expect(isThumbSize(size)).toBe(true);
    for (const bad of ['100x100', '', null, undefined, '320x180 ']) expect(isThumbSize(bad), String(bad)).toBe(false);
  });
});

describe('navigation', () => {
  test('the main navigation names every public route of the spec once, each with a German label', () => {
    expect(mainNavigation.map((item) => item.href)).toEqual([
      '/',
      '/posts',
      '/kalender',
      '/aktuellesGrossprojekt',
      '/projects',
      '/kreatives',
      '/klassen',
      '/lehrer',
      '/eltern',
      '/bikeline',
      '/old-but-great',
      '/archiv',
    ]);
    expect(mainNavigation.map((item) => item.label)).toEqual([
      'Start',
      'Aktuelles',
      'Kalender',
      'Großprojekt',
      'Projekte',
      'Kreatives',
      'Klassen',
      'Lehrer:innen',
      'Eltern',
      'Bikeline',
      'Old but great',
      'Archiv',
    ]);
    expect(legalNavigation).toEqual([
      { href: '/impressum', label: 'Impressum' },
      { href: '/datenschutz', label: 'Datenschutz' },
      { href: '/barrierefreiheit', label: 'Barrierefreiheit' },
    ]);
    expect(footerNavigation).toEqual([
      { href: '/benachrichtigungen', label: 'Benachrichtigungen' },
      ...legalNavigation,
    ]);
  });

  test('an item is current on its own path and below it; Start only on the home page', () => {
    expect(isCurrent('/', '/')).toBe(true);
    expect(isCurrent('/', '/posts')).toBe(false);
    expect(isCurrent('/posts', '/posts')).toBe(true);
    expect(isCurrent('/posts', '/posts/abc')).toBe(true);
    expect(isCurrent('/posts', '/postsx')).toBe(false);
    expect(isCurrent('/posts', '/kalender')).toBe(false);
  });
});

describe('small guards', () => {
  test('record ids are exactly 15 lower-case letters and digits', () => {
    expect(isRecordId('abcdefghij12345')).toBe(true);
    for (const bad of [
      'abcdefghij1234',
      'abcdefghij123456',
      'xabcdefghij12345',
      'abcdefghij12345x',
      'ABCDEFGHIJ12345',
    ]) {
      expect(isRecordId(bad), bad).toBe(false);
    }
    expect(isRecordId(123456789012345)).toBe(false);
  });

  test('collection ids are the ones PocketBase 0.23+ makes (pbc_ and digits) or a 0.22 database brought along', () => {
    for (const good of ['pbc_3142635823', 'pbc_1', 'abcdefghij12345']) expect(isCollectionId(good), good).toBe(true);
    for (const bad of [
      'pbc_',
      'pbc_12a',
      'PBC_123',
      'xpbc_123',
      'pbc_123x',
      'posts',
      'pbc_123456789012345678901',
      '_pb_users_auth_',
    ]) {
      expect(isCollectionId(bad), bad).toBe(false);
    }
    expect(isCollectionId(3142635823)).toBe(false);
  });

  test('after sign-in only a dashboard path of up to 500 characters, never the login page again', () => {
    expect(safeNextPath('/dash')).toBe('/dash');
    expect(safeNextPath('/dash/teachers?sort=name')).toBe('/dash/teachers?sort=name');
    expect(safeNextPath(`/dash/${'a'.repeat(494)}`)).toBe(`/dash/${'a'.repeat(494)}`);
    expect(safeNextPath(`/dash/${'a'.repeat(495)}`)).toBe('/dash/start');
    for (const bad of [
      'x/dash/teachers',
      '/dash/teachers?x=<',
      '/dash/teachers?a b',
      '/dash/login',
      '/dash/login?next=x',
    ]) {
      expect(safeNextPath(bad), bad).toBe('/dash/start');
    }
    expect(safeNextPath('/dash/posts/login')).toBe('/dash/posts/login');
    expect(safeNextPath('', '/dash/home')).toBe('/dash/home');
  });

  test('a same-origin path is at most 2000 characters and never starts with two slashes', () => {
    expect(sameOriginPath(`/${'a'.repeat(1999)}`)).toBe(`/${'a'.repeat(1999)}`);
    expect(sameOriginPath(`/${'a'.repeat(2000)}`)).toBeUndefined();
    expect(sameOriginPath('//evil.example')).toBeUndefined();
    expect(sameOriginPath('/a//b')).toBe('/a//b');
    expect(sameOriginPath('/posts?page=2#top')).toBe('/posts?page=2#top');
    expect(sameOriginPath('/a\\b')).toBeUndefined();
    expect(sameOriginPath('')).toBeUndefined();
  });

  test('an excerpt is plain text: paragraphs become spaces, the usual entities their characters', () => {
    expect(excerpt('<p>A&amp;B &lt;C&gt; &quot;D&quot; &#39;E&#39;&nbsp;F</p><p>G</p>')).toBe(`A&B <C> "D" 'E' F G`);
    expect(excerpt('<p>Eins</p><p>Zwei</p>')).toBe('Eins Zwei');
  });

  test('an excerpt is cut at a word boundary only when longer than the limit', () => {
    const ten = 'abcde fghi';
    expect(excerpt(ten, 10)).toBe(ten);
    expect(excerpt(`${ten}j`, 10)).toBe('abcde…');
    expect(excerpt(undefined)).toBe('');
  });
});
