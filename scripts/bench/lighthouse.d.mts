type Run = {
  scores: Record<string, number | null>;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  error?: string;
  benchmarkIndex?: number | null;
  cpuSlowdown?: number;
};
export const LIGHTHOUSE_RUNS: number;
export function medianOfRuns(runs: Run[]): Run & {
  runs: (number | null)[];
  lcpRuns: (number | null)[];
  tbtRuns: (number | null)[];
  benchmarkIndexRuns: (number | null)[];
  cpuSlowdown?: number;
};
export function runLighthouse(
  urls: string[],
  port: number,
  options?: { runs?: number; presets?: ('mobile' | 'desktop')[] },
): Promise<unknown[]>;
