type StaticRun = { reqPerSec: number; p50Ms: number; p99Ms: number };
export function meanStatic(runs: StaticRun[]): StaticRun & { runs: number[] };
export function staticBeside(statics: StaticRun[], index: number): StaticRun & { runs: number[] };
export function versusStatic(
  row: StaticRun,
  reference: StaticRun,
): { reqPerSec: number | null; p50: number | null; p99: number | null };
