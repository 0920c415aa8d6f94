export const OFFLINE_HTML: string;
export const OFFLINE_CSP: string;
export function serviceWorkerCode(buildId: string): Promise<string>;
export function writeServiceWorker(buildId: string, publicDir?: string): Promise<{ bytes: number; gzipBytes: number }>;
