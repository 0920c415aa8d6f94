export type Phase = { name: string; seconds: number; fault: 'none' | 'stopped' | 'slow' | 'garbage' | string };
export const SOAK_PHASES: Phase[];
export const SOAK_CONNECTIONS: number;
export const UNAVAILABLE_NOTICE: string;
export const SOAK_MIX: [string, number][];
export function pickRoute(random: number, mix?: [string, number][]): string;
export function phaseAt(elapsedSeconds: number, phases?: Phase[], scale?: number): Phase | undefined;
export function outageView(answer: {
  status: number;
  body: string;
  rsc: boolean;
}): 'stale' | 'overlay' | 'notFound' | 'failed';
type PhaseSummary = { requests: number; status5xx: number; p50Ms: number | null; p99Ms: number | null };
type Sample = { phase: string; route?: string; status: number; ms: number };
export const SLOWEST_COUNT: number;
export function summarize(
  samples: Sample[],
  phases?: Phase[],
): {
  requests: number;
  status5xx: number;
  failed: number;
  phases: Record<string, PhaseSummary>;
  slowest: Sample[];
  healthyRoutes: Array<{ route: string | undefined; requests: number; p50Ms: number | null; p99Ms: number | null }>;
};
