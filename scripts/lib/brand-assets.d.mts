export type Brand = {
  name: string;
  shortName: string;
  color: string;
  /** data: URI of the logo (SVG, PNG or JPEG). */
  logo: string;
  source: 'PocketBase' | 'SCHOOL_NAME';
};
export const SHARE_IMAGE: { width: number; height: number };
export function brandColor(accentColor: string | undefined): string;
export function readBrand(options: { settings: Record<string, string>; fetch?: typeof fetch }): Promise<Brand>;
export function nameFontSize(name: string): number;
export function shareImageSvg(brand: Brand): Promise<string>;
export function renderShareImage(brand: Brand): Promise<Buffer>;
export function iconSvg(brand: Brand, size: number, options: { maskable: boolean }): string;
export function renderIcon(brand: Brand, size: number, options?: { maskable?: boolean }): Buffer;
export function renderFavicon(brand: Brand): Promise<Buffer>;
export function writeBrandAssets(outDir: string, brand: Brand): Promise<string[]>;
