import type { Browser } from 'playwright-core';

export type Kind = 'html' | 'js' | 'css' | 'img' | 'font' | 'other';
export type Totals = Record<Kind, { count: number; raw: number; gzip: number }>;
export const KINDS: Kind[];
export function kindOf(response: { contentType?: string; resourceType?: string; url: string }): Kind;
export type Size = { raw: number; gzip: number };
export type InlineParts = { js: Size; css: Size; stylesheets: number };
export function inlineParts(html: string): InlineParts;
export function budgetBytes(page: { totals: Totals; inline: InlineParts }): { js: number; css: number };
export function measurePage(
  browser: Browser,
  url: string,
): Promise<{ url: string; status: number; totals: Totals; inline: InlineParts; fonts: string[]; requested: string[] }>;
