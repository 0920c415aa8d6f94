export const SCHEDULED_PATH: string;
export function runCronEveryMinute(url: string, log: (line: string) => void, intervalMs?: number): () => void;
