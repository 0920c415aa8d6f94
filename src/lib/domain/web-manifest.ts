import { checkAccentColor, themeColor } from './accent-color';
import { brandImages } from './brand-images';
import type { SchoolIdentity } from './school';
import { lightColors } from '../../styles/theme.ts';

export const MANIFEST_PATH = '/manifest.webmanifest';
export { APPLE_TOUCH_ICON } from './brand-images';

/** The web app manifest: installed, the site opens like an app with the school's name, colour and icons. */
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
    icons: brandImages(school).appIcons,
  };
}
