export function cssUrls(manifestCode: string): string[];
export function dashboardOnlyCssUrls(manifestCodes: string[]): string[];
export function withSiteCss(manifestCode: string, siteCss: string, dashboardCss: string): string;
export function inlineSiteCss(distDir?: string): { files: number; bytes: number; dashboardBytes: number };
