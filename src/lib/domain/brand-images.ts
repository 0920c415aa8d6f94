import type { SchoolIdentity } from './school';

/** The build's images of the school (scripts/lib/brand-assets.mjs renders them with its name, logo and colour). */
export const BUILT_SHARE_IMAGE = '/og-image.png';
export const APPLE_TOUCH_ICON = '/apple-touch-icon.png';
export const ICON_SIZES = [192, 512] as const;
/** The built-in logo without any school's name: what a school of the registry without a logo of its own shows. */
export const NEUTRAL_ICON = '/favicon.svg';

export function iconPath(size: (typeof ICON_SIZES)[number]): string {
  return `/icons/icon-${size}.png`;
}

type ManifestIcon = { src: string; sizes: string; type?: string; purpose: string };

/**
 * Share previews and app icons: the build's, which carry the deployment's own school, only for that school; a school
 * of the registry shows its uploaded logo (or none), never another school's name.
 */
export function brandImages(school: SchoolIdentity): {
  share?: string;
  touchIcon?: string;
  appIcons: ManifestIcon[];
} {
  if (school.builtImages) {
    return {
      share: BUILT_SHARE_IMAGE,
      touchIcon: APPLE_TOUCH_ICON,
      // The icons keep the logo inside the maskable safe zone, so each serves both purposes.
      appIcons: ICON_SIZES.flatMap((size) =>
        ['any', 'maskable'].map((purpose) => ({
          src: iconPath(size),
          sizes: `${size}x${size}`,
          type: 'image/png',
          purpose,
        })),
      ),
    };
  }
  return {
    share: school.logo || undefined,
    touchIcon: school.logo || undefined,
    appIcons: [
      school.logo
        ? { src: school.logo, sizes: 'any', purpose: 'any' }
        : { src: NEUTRAL_ICON, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}
