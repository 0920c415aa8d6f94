type Run = {
  scores: Record<string, number | null>;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  error?: string;
};
export const LIGHTHOUSE_RUNS: number;
export function medianOfRuns(
  runs: Run[],
): Run & { runs: (number | null)[]; lcpRuns: (number | null)[]; tbtRuns: (number | null)[] };
export function runLighthouse(
  urls: string[],
  port: number,
  options?: { runs?: number; presets?: ('mobile' | 'desktop')[] },
): Promise<unknown[]>;
