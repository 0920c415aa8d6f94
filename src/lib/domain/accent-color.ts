// The school's accent colour (the `school` record's accent_color) becomes the primary colour of both colour schemes
// when it keeps WCAG AA there: 3:1 against the page as a coloured area or border (1.4.11), 4.5:1 for the text on it
// and for links in its darker/lighter tone (1.4.3). Otherwise it is refused with the reason.
// Imported by scripts/doctor.mjs too (Node strips the types), hence the explicit .ts extension.
import { darkColors, lightColors } from '../../styles/theme.ts';

export const TEXT_CONTRAST = 4.5;
export const AREA_CONTRAST = 3;
const DARK_TEXT_CONTRAST = 7;

export type SchemeAccent = {
  '--color-primary': string;
  '--color-primary-strong': string;
  '--color-on-primary': string;
};
export type AccentPalette = { light: SchemeAccent; dark: SchemeAccent };
export type AccentCheck = { ok: true; palette: AccentPalette } | { ok: false; problem: string };

type Rgb = [number, number, number];

const HEX = /^#([0-9a-f]{6})$/i;
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
const surfaces = (colors: typeof lightColors | typeof darkColors) =>
  [colors['--color-bg'], colors['--color-surface'], colors['--color-surface-alt']].map(parseHex) as Rgb[];
const LIGHT_SURFACES = surfaces(lightColors);
const DARK_SURFACES = surfaces(darkColors);
// Text on the accent in the light scheme: white, or the page's dark text on a lighter accent.
const LIGHT_TEXT = parseHex(lightColors['--color-text']) as Rgb;
const DARK_TEXT = parseHex(darkColors['--color-on-primary']) as Rgb;

const weakest = (color: Rgb, backgrounds: Rgb[]) => Math.min(...backgrounds.map((b) => contrast(color, b)));
const readsOn = (backgrounds: Rgb[], ratio: number) => (color: Rgb) => weakest(color, backgrounds) >= ratio;

/** The palette for `value` (like #1d4ed8), or why it cannot be used. */
export function checkAccentColor(value: string): AccentCheck {
  const given = value.trim();
  const accent = parseHex(given);
  if (!accent) return { ok: false, problem: `Akzentfarbe „${value}“ ist kein Farbwert wie #1d4ed8.` };
  const onPage = weakest(accent, LIGHT_SURFACES);
  if (onPage < AREA_CONTRAST) {
    return {
      ok: false,
      problem:
        `Akzentfarbe ${given} ist zu hell: Im hellen Farbschema hebt sie sich mit ${formatRatio(onPage)} kaum vom ` +
        `Seitenhintergrund ab, nötig sind ${formatRatio(AREA_CONTRAST)} (WCAG AA). Wählen Sie eine dunklere Farbe.`,
    };
  }
  const onText = [WHITE, LIGHT_TEXT].find((text) => contrast(text, accent) >= TEXT_CONTRAST);
  if (!onText) {
    const best = Math.max(contrast(WHITE, accent), contrast(LIGHT_TEXT, accent));
    return {
      ok: false,
      problem:
        `Akzentfarbe ${given} ist ein Mittelton: Schrift darauf erreicht höchstens ${formatRatio(best)} Kontrast, ` +
        `nötig sind ${formatRatio(TEXT_CONTRAST)} (WCAG AA). Wählen Sie eine dunklere Farbe.`,
    };
  }
  // In the dark scheme the same hue, lightened until it glows like the built-in orange: dark text on it at 7:1.
  const darkPrimary = shiftUntil(
    accent,
    WHITE,
    (c) => readsOn(DARK_SURFACES, AREA_CONTRAST)(c) && contrast(DARK_TEXT, c) >= DARK_TEXT_CONTRAST,
  );
  return {
    ok: true,
    palette: {
      light: {
        '--color-primary': toHex(accent),
        '--color-primary-strong': toHex(shiftUntil(accent, BLACK, readsOn(LIGHT_SURFACES, TEXT_CONTRAST))),
        '--color-on-primary': toHex(onText),
      },
      dark: {
        '--color-primary': toHex(darkPrimary),
        '--color-primary-strong': toHex(shiftUntil(darkPrimary, WHITE, readsOn(DARK_SURFACES, TEXT_CONTRAST))),
        '--color-on-primary': toHex(DARK_TEXT),
      },
    },
  };
}

/** The browser's UI colour (<meta name="theme-color">): the accepted accent, else the built-in primary. */
export function themeColor(accent: AccentCheck | undefined): string {
  return accent?.ok ? accent.palette.light['--color-primary'] : lightColors['--color-primary'];
}

/** WCAG 2 contrast ratio of two colours. */
export function contrast(a: Rgb, b: Rgb): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

export function parseHex(value: string): Rgb | null {
  const match = HEX.exec(value);
  if (!match) return null;
  const n = Number.parseInt(match[1] as string, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function mix(a: Rgb, b: Rgb, share: number): Rgb {
  return a.map((c, i) => Math.round(c + ((b[i] as number) - c) * share)) as Rgb;
}

/** `color` moved towards `target` in 5 % steps until `good`; `target` itself at the latest. */
function shiftUntil(color: Rgb, target: Rgb, good: (color: Rgb) => boolean): Rgb {
  for (let step = 0; step < 20; step++) {
    const candidate = mix(color, target, step / 20);
    if (good(candidate)) return candidate;
  }
  return target;
}

function toHex(color: Rgb): string {
  return `#${color.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toLocaleString('de-AT')}:1`;
}

const declarations = (scheme: SchemeAccent) =>
  Object.entries(scheme)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');

/**
 * The school's accent colour over the built-in one, in the same three places the global stylesheet sets the
 * schemes (system preference, or the visitor's choice). Values are hex colours checkAccentColor() produced.
 */
export function accentCss(palette: AccentPalette): string {
  const light = declarations(palette.light);
  const dark = declarations(palette.dark);
  return (
    `:root{${light}}` +
    `@media (prefers-color-scheme:dark){:root:not([data-theme=light]){${dark}}}` +
    `:root[data-theme=dark]{${dark}}`
  );
}
