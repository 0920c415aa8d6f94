export function workerBundleSize(): { raw: number; gzip: number; files: string[] };
