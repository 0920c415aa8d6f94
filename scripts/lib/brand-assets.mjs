import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import pngToIco from "png-to-ico";
import satori from "satori";
import { checkAccentColor, themeColor } from "../../src/lib/domain/accent-color.ts";
import { repoRoot } from "./pocketbase.mjs";

// The share image, app icons and favicon carry the school's name, logo and colour. They are rendered once per
// build (the school record is content, read when the build runs): change the record, then build and deploy again.

/**
 * What the images show of the school. `logo`: a data: URI of the logo (SVG, PNG or JPEG).
 * @typedef {{ name: string, shortName: string, color: string, logo: string, source: "PocketBase" | "SCHOOL_NAME" }} Brand
 */

export const SHARE_IMAGE = { width: 1200, height: 630 };
const FONT_DIR = path.join(repoRoot, "node_modules/@fontsource/atkinson-hyperlegible/files");
const FALLBACK_LOGO = path.join(repoRoot, "public/favicon.svg");
const TEXT = "#1f2937";
const MUTED = "#4b5563";
const BACKGROUND = "#ffffff";

const dataUri = (type, bytes) => `data:${type};base64,${Buffer.from(bytes).toString("base64")}`;
const LOGO_TYPES = { svg: "image/svg+xml", png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg" };

/**
 * The school's accent colour when the site itself would use it, else the built-in one (same rule as the layout).
 * @param {string | undefined} accentColor
 * @returns {string}
 */
export function brandColor(accentColor) {
  return themeColor(accentColor ? checkAccentColor(accentColor) : undefined);
}

async function readSchoolRecord(pocketbaseUrl, fetchImpl) {
  const signal = AbortSignal.timeout(2_000);
  const response = await fetchImpl(`${pocketbaseUrl}/api/collections/school/records?perPage=1`, { signal });
  if (!response.ok) return undefined;
  const record = (await response.json())?.items?.[0];
  if (!record?.name) return undefined;
  let logo;
  const type = LOGO_TYPES[String(record.logo).split(".").pop()?.toLowerCase()];
  if (record.logo && type) {
    const file = await fetchImpl(`${pocketbaseUrl}/api/files/school/${record.id}/${record.logo}`, { signal });
    if (file.ok) logo = dataUri(type, await file.arrayBuffer());
  }
  return { name: record.name, shortName: record.short_name || record.name, accentColor: record.accent_color, logo };
}

/**
 * Name, short name, colour and logo for the images: from PocketBase's `school` record when it answers within 2 s,
 * else SCHOOL_NAME/SCHOOL_SHORT_NAME and the built-in logo.
 * @param {{ settings: Record<string, string>, fetch?: typeof fetch }} options
 * @returns {Promise<Brand>}
 */
export async function readBrand({ settings, fetch: fetchImpl = fetch }) {
  const record = settings.POCKETBASE_URL
    ? await readSchoolRecord(settings.POCKETBASE_URL.replace(/\/+$/, ""), fetchImpl).catch(() => undefined)
    : undefined;
  const fallbackLogo = dataUri("image/svg+xml", readFileSync(FALLBACK_LOGO));
  if (record)
    return {
      ...record,
      color: brandColor(record.accentColor),
      logo: record.logo ?? fallbackLogo,
      source: "PocketBase",
    };
  const name = settings.SCHOOL_NAME || "Schule";
  return {
    name,
    shortName: settings.SCHOOL_SHORT_NAME || name,
    color: brandColor(undefined),
    logo: fallbackLogo,
    source: "SCHOOL_NAME",
  };
}

/** An element as satori takes it without JSX (type and props, like React's). */
const element = (type, style, children, props = {}) =>
  /** @type {import("react").ReactElement} */ ({ type, props: { style, children, ...props } });

/**
 * Long names get smaller type, so even "Bundesrealgymnasium und …" fits in three lines.
 * @param {string} name
 * @returns {number}
 */
export function nameFontSize(name) {
  const length = Array.from(name).length;
  return length <= 28 ? 84 : length <= 48 ? 68 : length <= 80 ? 54 : 44;
}

const fonts = () =>
  [400, 700].map((weight) => ({
    name: "Atkinson Hyperlegible",
    data: readFileSync(path.join(FONT_DIR, `atkinson-hyperlegible-latin-${weight}-normal.woff`)),
    weight,
    style: "normal",
  }));

/**
 * The share image's SVG (text as paths): logo, the school's name, its short name, a band in its colour.
 * @param {Brand} brand
 * @returns {Promise<string>}
 */
export async function shareImageSvg(brand) {
  const { width, height } = SHARE_IMAGE;
  const name = element(
    "div",
    {
      display: "flex",
      fontSize: nameFontSize(brand.name),
      fontWeight: 700,
      lineHeight: 1.1,
      color: TEXT,
      maxWidth: 1040,
    },
    brand.name,
  );
  const subtitle = element(
    "div",
    { display: "flex", fontSize: 36, color: MUTED, marginTop: 24 },
    brand.shortName !== brand.name
      ? `${brand.shortName} · Neuigkeiten, Termine, Informationen`
      : "Neuigkeiten, Termine, Informationen",
  );
  const logo = element("img", { width: 120, height: 120, objectFit: "contain", marginBottom: 40 }, undefined, {
    src: brand.logo,
    width: 120,
    height: 120,
  });
  const body = element("div", { display: "flex", flexDirection: "column", flex: 1, padding: "64px 80px" }, [
    logo,
    name,
    subtitle,
  ]);
  const band = element("div", { display: "flex", height: 28, background: brand.color }, undefined);
  const root = element("div", { display: "flex", flexDirection: "column", width, height, background: BACKGROUND }, [
    body,
    band,
  ]);
  return satori(root, { width, height, fonts: /** @type {import("satori").SatoriOptions["fonts"]} */ (fonts()) });
}

const png = (svg, width) => Buffer.from(new Resvg(svg, { fitTo: { mode: "width", value: width } }).render().asPng());

/**
 * The share image as PNG.
 * @param {Brand} brand
 * @returns {Promise<Buffer>}
 */
export async function renderShareImage(brand) {
  return png(await shareImageSvg(brand), SHARE_IMAGE.width);
}

/**
 * A square icon: the logo on an opaque background. `maskable`: the logo stays inside the central safe zone
 * (a circle of 80 % of the width), so any mask a phone applies leaves it whole.
 * @param {Brand} brand
 * @param {number} size
 * @param {{ maskable: boolean }} options
 * @returns {string}
 */
export function iconSvg(brand, size, { maskable }) {
  const logoSize = Math.round(size * (maskable ? 0.56 : 0.8));
  const offset = Math.round((size - logoSize) / 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${BACKGROUND}"/><image x="${offset}" y="${offset}" width="${logoSize}" height="${logoSize}" xlink:href="${brand.logo}"/></svg>`;
}

/**
 * The icon as PNG (see iconSvg).
 * @param {Brand} brand
 * @param {number} size
 * @param {{ maskable?: boolean }} [options]
 * @returns {Buffer}
 */
export function renderIcon(brand, size, { maskable = false } = {}) {
  return png(iconSvg(brand, size, { maskable }), size);
}

/**
 * favicon.ico with the logo alone at 16, 32 and 48 px (transparent around it).
 * @param {Brand} brand
 * @returns {Promise<Buffer>}
 */
export async function renderFavicon(brand) {
  const sizes = [16, 32, 48].map((size) =>
    png(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${size}" height="${size}"><image width="${size}" height="${size}" xlink:href="${brand.logo}"/></svg>`,
      size,
    ),
  );
  return pngToIco(sizes);
}

/**
 * Every brand image, at the addresses the site links (src/lib/domain/web-manifest.ts, structured-data.ts).
 * @param {string} outDir
 * @param {Brand} brand
 * @returns {Promise<string[]>} the files written, relative to outDir
 */
export async function writeBrandAssets(outDir, brand) {
  mkdirSync(path.join(outDir, "icons"), { recursive: true });
  const files = {
    "og-image.png": await renderShareImage(brand),
    "icons/icon-192.png": renderIcon(brand, 192, { maskable: true }),
    "icons/icon-512.png": renderIcon(brand, 512, { maskable: true }),
    "apple-touch-icon.png": renderIcon(brand, 180),
    "favicon.ico": await renderFavicon(brand),
  };
  for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(outDir, name), bytes);
  return Object.keys(files);
}
