import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { afterAll, describe, expect, inject, test } from 'vitest';
import {
  type Brand,
  iconSvg,
  nameFontSize,
  readBrand,
  renderFavicon,
  renderShareImage,
  shareImageSvg,
  writeBrandAssets,
} from '../../scripts/lib/brand-assets.mjs';

const outDir = mkdtempSync(path.join(tmpdir(), 'schulwebsite-brand-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The sizes inside an ICO file, from its directory (a width byte of 0 means 256). */
function icoSizes(bytes: Buffer): number[] {
  expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]);
  return Array.from({ length: bytes.readUInt16LE(4) }, (_, i) => bytes[6 + i * 16] || 256);
}

/** RGBA pixels of an SVG as resvg renders it. */
function pixels(svg: string, size: number) {
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render();
  return { data: image.pixels, width: image.width };
}

const offline = {
  SCHOOL_NAME: 'Volksschule Am Bach',
  SCHOOL_SHORT_NAME: 'VS Am Bach',
  POCKETBASE_URL: 'http://127.0.0.1:9',
};

describe('brand images (built with the site)', () => {
  test('every image has the size its address promises', async () => {
    const brand = await readBrand({ settings: offline });
    await writeBrandAssets(outDir, brand);
    const read = (name: string) => readFileSync(path.join(outDir, name));
    expect(pngSize(read('og-image.png'))).toEqual({ width: 1200, height: 630 });
    expect(pngSize(read('icons/icon-192.png'))).toEqual({ width: 192, height: 192 });
    expect(pngSize(read('icons/icon-512.png'))).toEqual({ width: 512, height: 512 });
    expect(pngSize(read('apple-touch-icon.png'))).toEqual({ width: 180, height: 180 });
    expect(icoSizes(read('favicon.ico'))).toEqual([16, 32, 48]);
  });

  test("the school record's name, short name and logo win over SCHOOL_NAME", async () => {
    const brand = await readBrand({ settings: { ...offline, POCKETBASE_URL: inject('pocketbaseUrl') } });
    expect(brand).toMatchObject({ name: 'Mittelschule Sonnenberg', shortName: 'MS Sonnenberg', source: 'PocketBase' });
    expect(brand.logo).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  test('without PocketBase the settings name the school and the built-in logo stands in', async () => {
    const brand = await readBrand({ settings: offline });
    expect(brand).toMatchObject({ name: 'Volksschule Am Bach', shortName: 'VS Am Bach', source: 'SCHOOL_NAME' });
    expect(Buffer.from(brand.logo.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');
  });

  test('a PocketBase that answers garbage is treated as absent', async () => {
    const garbage = async () => new Response('<html>nope</html>', { status: 200 });
    expect((await readBrand({ settings: offline, fetch: garbage as typeof fetch })).source).toBe('SCHOOL_NAME');
  });

  test("the share image shows the school's name: another name, another image", async () => {
    const brand = await readBrand({ settings: offline });
    const other = { ...brand, name: 'Mittelschule Sonnenberg' };
    expect(await shareImageSvg(brand)).not.toBe(await shareImageSvg(other));
    const long = { ...brand, name: 'Bundesrealgymnasium und Bundesoberstufenrealgymnasium Musterstadt an der Leitha' };
    expect(pngSize(await renderShareImage(long))).toEqual({ width: 1200, height: 630 });
  });

  test('longer names get smaller type', () => {
    const sizes = [10, 40, 70, 100].map((length) => nameFontSize('x'.repeat(length)));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(new Set(sizes).size).toBe(4);
  });

  test('icons are opaque, and a maskable icon keeps the whole logo inside the central safe zone', async () => {
    const brand: Brand = { ...(await readBrand({ settings: offline })) };
    const size = 192;
    for (const maskable of [true, false]) {
      const { data } = pixels(iconSvg(brand, size, { maskable }), size);
      for (let i = 3; i < data.length; i += 4) expect(data[i]).toBe(255);
    }
    const { data, width } = pixels(iconSvg(brand, size, { maskable: true }), size);
    const centre = size / 2;
    let logoPixels = 0;
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < width; x++) {
        const at = (y * width + x) * 4;
        const white = data[at] === 255 && data[at + 1] === 255 && data[at + 2] === 255;
        if (white) continue;
        logoPixels += 1;
        expect(Math.hypot(x + 0.5 - centre, y + 0.5 - centre)).toBeLessThanOrEqual(size * 0.4);
      }
    }
    expect(logoPixels).toBeGreaterThan(size * size * 0.1);
  });

  test('the favicon holds the logo at 16, 32 and 48 pixels', async () => {
    expect(icoSizes(await renderFavicon(await readBrand({ settings: offline })))).toEqual([16, 32, 48]);
  });
});
