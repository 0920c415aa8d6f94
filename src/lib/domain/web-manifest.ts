import { checkAccentColor, themeColor } from './accent-color';
import type { SchoolIdentity } from './school';
import { lightColors } from '../../styles/theme.ts';

export const MANIFEST_PATH = '/manifest.webmanifest';
/** Rendered by the build with the school's logo and colour (scripts/lib/brand-assets.mjs). */
export const ICON_SIZES = [192, 512] as const;
export const APPLE_TOUCH_ICON = '/apple-touch-icon.png';

export function iconPath(size: (typeof ICON_SIZES)[number]): string {
  return `/icons/icon-${size}.png`;
}

/**
 * The web app manifest: installed, the site opens like an app with the school's name and colour. The icons
 * keep the logo inside the maskable safe zone, so each serves both purposes.
 */
export function webManifest(school: SchoolIdentity) {
  const accent = school.accentColor ? checkAccentColor(school.accentColor) : undefined;
  return {
    id: '/',
    name: school.name,
    short_name: school.shortName,
    description: `Neuigkeiten, Termine und Informationen von ${school.name}`,
    lang: 'de-AT',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: themeColor(accent),
    // The splash screen an installed site opens with: the page background, so there is no flash.
    background_color: lightColors['--color-bg'],
    icons: ICON_SIZES.flatMap((size) =>
      ['any', 'maskable'].map((purpose) => ({
        src: iconPath(size),
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose,
      })),
    ),
  };
}
