export function cssUrls(manifestCode: string): string[];
export function withSiteCss(manifestCode: string, siteCss: string): string;
export function inlineSiteCss(distDir?: string): { files: number; bytes: number };
