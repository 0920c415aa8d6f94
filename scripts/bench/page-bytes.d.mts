import type { Browser } from 'playwright-core';

export type Kind = 'html' | 'js' | 'css' | 'img' | 'font' | 'other';
export type Totals = Record<Kind, { count: number; raw: number; gzip: number }>;
export const KINDS: Kind[];
export function kindOf(response: { contentType?: string; resourceType?: string; url: string }): Kind;
export function measurePage(
  browser: Browser,
  url: string,
): Promise<{ url: string; status: number; totals: Totals; fonts: string[]; requested: string[] }>;
