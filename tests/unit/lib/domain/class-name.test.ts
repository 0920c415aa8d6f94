import { describe, expect, test } from 'vitest';
import { getClassDisplayName, getClassLabel, getClassYear, isShownClass } from '../../../../src/lib/domain/class-name';
import { viennaTime } from '../../../../src/lib/domain/dates';

const september = (year: number) => `${year}-09-01 00:00:00.000Z`;

describe('class display name (seed-spec section 5)', () => {
  test('a class that started this September is in its first year, before and after New Year', () => {
    expect(getClassDisplayName('A', september(2026), viennaTime(2026, 11, 22))).toBe('1A');
    expect(getClassDisplayName('A', september(2026), viennaTime(2027, 6, 30, 23, 59))).toBe('1A');
  });

  test('the year changes on 1 July, in Vienna time', () => {
    expect(getClassYear(september(2026), viennaTime(2027, 6, 30, 23, 59))).toBe(1);
    expect(getClassYear(september(2026), viennaTime(2027, 7, 1, 0, 0))).toBe(2);
  });

  test('years two to four read as the number plus the class name', () => {
    const now = viennaTime(2026, 11, 22);
    expect(getClassDisplayName('B', september(2025), now)).toBe('2B');
    expect(getClassDisplayName('C', september(2024), now)).toBe('3C');
    expect(getClassDisplayName('A', september(2023), now)).toBe('4A');
  });

  test('beyond the fourth year a class is the Abschlussklasse', () => {
    expect(getClassDisplayName('A', september(2022), viennaTime(2026, 11, 22))).toBe('Abschlussklasse');
  });

  test('in a sentence a class is "Klasse 2A", the Abschlussklasse stays just that', () => {
    expect(getClassLabel('2A')).toBe('Klasse 2A');
    expect(getClassLabel('Abschlussklasse')).toBe('Abschlussklasse');
  });

  test('a class that started in spring counts from that calendar year', () => {
    // started March 2026: 2026-2026+1 = 1, +1 from July on
    expect(getClassYear('2026-03-01 00:00:00.000Z', viennaTime(2026, 5, 1))).toBe(1);
    expect(getClassYear('2026-03-01 00:00:00.000Z', viennaTime(2026, 11, 1))).toBe(2);
  });

  test('a class that started in June counts from that year, one that started in July from the next', () => {
    const now = viennaTime(2026, 11, 22);
    expect(getClassYear('2026-06-15 10:00:00.000Z', now)).toBe(2);
    expect(getClassYear('2026-07-15 10:00:00.000Z', now)).toBe(1);
    // 30 June 23:30 in Vienna is still June there, though already 21:30 UTC on the 30th: the Vienna month counts.
    expect(getClassYear('2026-06-30 21:30:00.000Z', now)).toBe(2);
    expect(getClassYear('2026-06-30 22:30:00.000Z', now)).toBe(1);
  });

  test('a class without a valid start date keeps its plain name', () => {
    expect(getClassDisplayName('A', '', viennaTime(2026, 11, 22))).toBe('A');
    expect(getClassDisplayName('A', 'kein Datum', viennaTime(2026, 11, 22))).toBe('A');
  });

  test('visitors see years 1 to 4 and the Abschlussklasse that left last summer, not the classes before it', () => {
    const now = viennaTime(2026, 11, 22);
    expect(isShownClass('2026-09-01 00:00:00.000Z', now)).toBe(true); // 1st year
    expect(isShownClass('2022-09-01 00:00:00.000Z', now)).toBe(true); // 5th: Abschlussklasse
    expect(isShownClass('2021-09-01 00:00:00.000Z', now)).toBe(false); // left a year before
    expect(isShownClass(undefined, now)).toBe(true);
    expect(isShownClass('kein Datum', now)).toBe(true);
  });
});
