import { describe, expect, test } from 'vitest';
import { fallbackSchool } from '../../../../src/lib/domain/school';
import { APPLE_TOUCH_ICON, MANIFEST_PATH, webManifest } from '../../../../src/lib/domain/web-manifest';

const icon = (size: number, purpose: string) => ({
  src: `/icons/icon-${size}.png`,
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose,
});

describe('web app manifest', () => {
  test('names the school, opens at the start page standalone, in its colours, with icons for both purposes', () => {
    expect(webManifest(fallbackSchool('Mittelschule Sonnenberg', 'MS Sonnenberg'))).toEqual({
      id: '/',
      name: 'Mittelschule Sonnenberg',
      short_name: 'MS Sonnenberg',
      description: 'Neuigkeiten, Termine und Informationen von Mittelschule Sonnenberg',
      lang: 'de-AT',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#c2410c',
      background_color: '#fdf6e9',
      icons: [icon(192, 'any'), icon(192, 'maskable'), icon(512, 'any'), icon(512, 'maskable')],
    });
    expect([MANIFEST_PATH, APPLE_TOUCH_ICON]).toEqual(['/manifest.webmanifest', '/apple-touch-icon.png']);
  });

  test('an accepted accent colour is the theme colour; a refused one leaves the built-in colour', () => {
    const school = fallbackSchool('BG Musterstadt', 'BG');
    expect(webManifest({ ...school, accentColor: '#1d4ed8' }).theme_color).toBe('#1d4ed8');
    expect(webManifest({ ...school, accentColor: '#ffcc00' }).theme_color).toBe('#c2410c');
  });
});
