/** Display breakpoints of seed-spec section 9; "mobile" is everything below lg. */
export const breakpoints = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;

export const media = {
  mobile: `@media (max-width: ${breakpoints.lg - 0.02}px)`,
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  belowMd: `@media (max-width: ${breakpoints.md - 0.02}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

// A file with css`` templates imports from here only what its templates use. Using a palette value in such a
// file's JSX made wyw-in-js 2.5 fail every other build (UnknownDependencyGraphResetError on this file); code that
// needs the palette goes through lib/domain/accent-color.ts.

/** Colour tokens as CSS custom properties: switching the theme swaps variables, nothing re-renders. */
export const lightColors = {
  '--color-primary': '#c2410c',
  '--color-primary-strong': '#9a3412',
  '--color-on-primary': '#ffffff',
  '--color-accent': '#f97316',
  '--color-bg': '#fdf6e9',
  '--color-surface': '#fffdf8',
  '--color-surface-alt': '#f6ead3',
  '--color-text': '#1f1a14',
  '--color-text-muted': '#5b4f42',
  '--color-border': '#e4d5bb',
  '--color-focus': '#1d4ed8',
  '--color-danger': '#b91c1c',
} as const;

export const darkColors: Record<keyof typeof lightColors, string> = {
  '--color-primary': '#fb923c',
  '--color-primary-strong': '#fdba74',
  '--color-on-primary': '#1a1208',
  '--color-accent': '#f97316',
  '--color-bg': '#121110',
  '--color-surface': '#1c1a18',
  '--color-surface-alt': '#262320',
  '--color-text': '#f3ece2',
  '--color-text-muted': '#c5b8a8',
  '--color-border': '#3a3530',
  '--color-focus': '#93c5fd',
  '--color-danger': '#fca5a5',
};

export function cssVariables(colors: Record<string, string>): string {
  return Object.entries(colors)
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n');
}

/**
 * The type scale: every font size on the site is one of these. Each size × weight × style is a font instance the
 * browser looks up and shapes text with before the first paint (in Chromium on Linux two synchronous calls to
 * the browser process each, 1–2 ms on a busy phone-sized machine).
 */
export const fontSize = {
  small: '0.875rem',
  base: '1.0625rem',
  large: '1.25rem',
  xl: '1.75rem',
  // On a phone a heading is as large as the large size, one instance for both.
  h2: 'clamp(1.25rem, 3vw, 1.75rem)',
  h1: 'clamp(1.75rem, 4vw, 2.5rem)',
} as const;

/** The weights, likewise: text, the main navigation, and bold for what stands out; small text is always normal. */
export const fontWeight = { normal: 400, medium: 500, bold: 700 } as const;

export const space = { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem', xxl: '4rem' } as const;
export const radius = '0.75rem';
export const contentWidth = '72rem';
