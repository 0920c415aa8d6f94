export function calibratedSlowdown(
  benchmarkIndex: number | null | undefined,
): { multiplier: number; low: number; high: number } | null;
export function emulatesMidTierPhone(run: { benchmarkIndex?: number | null; cpuSlowdown?: number }): boolean;
