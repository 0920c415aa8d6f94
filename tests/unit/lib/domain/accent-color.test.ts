import { describe, expect, test } from 'vitest';
import {
  AREA_CONTRAST,
  checkAccentColor,
  contrast,
  parseHex,
  TEXT_CONTRAST,
  themeColor,
} from '../../../../src/lib/domain/accent-color';
import { darkColors, lightColors } from '../../../../src/styles/theme';

const rgb = (hex: string) => parseHex(hex)!;
const surfaces = (colors: Record<keyof typeof lightColors, string>) =>
  [colors['--color-bg'], colors['--color-surface'], colors['--color-surface-alt']].map(rgb);
const weakest = (color: string, backgrounds: ReturnType<typeof surfaces>) =>
  Math.min(...backgrounds.map((background) => contrast(rgb(color), background)));

/** Every 17th step of each channel: 4096 colours from black to white. */
const SWEEP = Array.from({ length: 16 ** 3 }, (_, n) =>
  [n >> 8, (n >> 4) & 15, n & 15].map((c) => (c * 17).toString(16).padStart(2, '0')).join(''),
).map((hex) => `#${hex}`);

describe('accent colour', () => {
  test('contrast follows WCAG 2: black on white is 21:1, a colour on itself 1:1', () => {
    expect(contrast([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrast([29, 78, 216], [29, 78, 216])).toBe(1);
    expect(contrast([255, 255, 255], [118, 118, 118])).toBeCloseTo(4.54, 2);
    // A channel at or below 0.04045 is linear (divided by 12.92), not a power curve.
    expect(contrast([10, 10, 10], [255, 255, 255])).toBeCloseTo(19.8, 2);
  });

  test.each([
    ['#c2410c', { light: ['#c2410c', '#b83e0b', '#ffffff'], dark: ['#da8d6d', '#da8d6d', '#1a1208'] }],
    ['#1d4ed8', { light: ['#1d4ed8', '#1d4ed8', '#ffffff'], dark: ['#839eea', '#839eea', '#1a1208'] }],
    ['#878787', { light: ['#878787', '#656565', '#1f1a14'], dark: ['#a5a5a5', '#a5a5a5', '#1a1208'] }],
  ])('%s: each tone moves from the accent only as far as AA needs', (value, { light, dark }) => {
    const tones = (scheme: [string, string, string]) => ({
      '--color-primary': scheme[0],
      '--color-primary-strong': scheme[1],
      '--color-on-primary': scheme[2],
    });
    expect(checkAccentColor(value)).toEqual({
      ok: true,
      palette: { light: tones(light as [string, string, string]), dark: tones(dark as [string, string, string]) },
    });
  });

  test('the browser colour is the accepted accent, else the built-in primary', () => {
    expect(themeColor(checkAccentColor('#1d4ed8'))).toBe('#1d4ed8');
    expect(themeColor(checkAccentColor('#ffcc00'))).toBe(lightColors['--color-primary']);
    expect(themeColor(undefined)).toBe(lightColors['--color-primary']);
  });

  test('every accepted colour keeps AA in both schemes: areas 3:1, text on them and links 4.5:1', () => {
    let accepted = 0;
    for (const value of SWEEP) {
      const result = checkAccentColor(value);
      if (!result.ok) continue;
      accepted++;
      const { light, dark } = result.palette;
      expect(light['--color-primary'], value).toBe(value);
      expect(weakest(light['--color-primary'], surfaces(lightColors)), value).toBeGreaterThanOrEqual(AREA_CONTRAST);
      expect(weakest(light['--color-primary-strong'], surfaces(lightColors)), value).toBeGreaterThanOrEqual(
        TEXT_CONTRAST,
      );
      expect(contrast(rgb(light['--color-on-primary']), rgb(value)), value).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(weakest(dark['--color-primary'], surfaces(darkColors)), value).toBeGreaterThanOrEqual(AREA_CONTRAST);
      expect(weakest(dark['--color-primary-strong'], surfaces(darkColors)), value).toBeGreaterThanOrEqual(
        TEXT_CONTRAST,
      );
      expect(contrast(rgb(dark['--color-on-primary']), rgb(dark['--color-primary'])), value).toBeGreaterThanOrEqual(
        TEXT_CONTRAST,
      );
    }
    // The rule refuses what fails, not everything: most dark and mid colours pass.
    expect(accepted).toBeGreaterThan(SWEEP.length / 3);
  });

  test('every refused colour fails AA in the light scheme as given', () => {
    for (const value of SWEEP) {
      if (checkAccentColor(value).ok) continue;
      const onPage = weakest(value, surfaces(lightColors));
      const bestText = Math.max(
        contrast([255, 255, 255], rgb(value)),
        contrast(rgb(lightColors['--color-on-primary']), rgb(value)),
      );
      expect(onPage < AREA_CONTRAST || bestText < TEXT_CONTRAST, value).toBe(true);
    }
  });

  test.each([
    [
      '#ffcc00',
      'Akzentfarbe #ffcc00 ist zu hell: Im hellen Farbschema hebt sie sich mit 1,2:1 kaum vom Seitenhintergrund ab, nötig sind 3:1 (WCAG AA). Wählen Sie eine dunklere Farbe.',
    ],
    [
      '#7a7a7a',
      'Akzentfarbe #7a7a7a ist ein Mittelton: Schrift darauf erreicht höchstens 4,2:1 Kontrast, nötig sind 4,5:1 (WCAG AA). Wählen Sie eine dunklere Farbe.',
    ],
    ['rot', 'Akzentfarbe „rot“ ist kein Farbwert wie #1d4ed8.'],
    ['#1d4ed', 'Akzentfarbe „#1d4ed“ ist kein Farbwert wie #1d4ed8.'],
    ['x#1d4ed8', 'Akzentfarbe „x#1d4ed8“ ist kein Farbwert wie #1d4ed8.'],
    ['#1d4ed8ff', 'Akzentfarbe „#1d4ed8ff“ ist kein Farbwert wie #1d4ed8.'],
  ])('%s is refused with the reason', (value, problem) => {
    expect(checkAccentColor(value)).toEqual({ ok: false, problem });
  });

  test('the built-in orange and common school colours are accepted; spaces around the value do not matter', () => {
    for (const value of ['#c2410c', '#1d4ed8', '#0f766e', '#b91c1c', '#6d28d9', ' #1D4ED8 ']) {
      expect(checkAccentColor(value).ok, value).toBe(true);
    }
  });

  test('text on the accent is white in the light scheme when white reads, and dark in the dark scheme', () => {
    const result = checkAccentColor('#1d4ed8');
    expect(result.ok && result.palette.light['--color-on-primary']).toBe('#ffffff');
    expect(result.ok && result.palette.dark['--color-on-primary']).not.toBe('#ffffff');
  });
});
