export const SAMPLING_INTERVAL_US: number;
export const ISOLATE_RUNS: number;
export function isolateRunMs(profile: {
  samples: number[];
  timeDeltas: number[];
  nodes: { id: number; callFrame: { functionName: string } }[];
}): number;
export function measureIsolateCpu(options: {
  url: string;
  inspectorPort: number;
  routes: string[];
  runs?: number;
  headers?: Record<string, string>;
}): Promise<
  { route: string; isolateCpuMs: number; runsMs: number[]; runsMsExact: number[]; views: number; non2xx: number }[]
>;
export function measureIsolateCpuPerRequest(options: {
  url: string;
  inspectorPort: number;
  paths: string[];
}): Promise<{ path: string; isolateCpuMs: number; status: number }[]>;
export function median(values: number[]): number;
export function isolateCpuOf<T>(inspectorPort: number, work: () => Promise<T>): Promise<{ ranMs: number; result: T }>;
