type Check = { name: string; value: string; ok: boolean | null; phase: string; why?: string };
export const FLOOR_GOALS: {
  tbtRoutes: string[];
  tbtMs: number;
  tbtVsFloor: number;
  coldVsFloor: number;
  coldMs: number;
  coldMsWhenFloorAtMost: number;
  throughputRoute: string;
  throughputVsStatic: number;
};
export const PHASE_OF: { tbt: string; cold: string; throughput: string };
export function floorFigures(floor: unknown): {
  coldCpuMs: number;
  coldCpuRuns: number[];
  oneAtATimeCpuMs: number;
  warmCpuMs: number;
  warmReqPerSec: number;
  tbtMs: number | null;
  tbtRuns: (number | null)[];
};
export function ratioTo(value: number | null | undefined, base: number | null | undefined): number | null;
export function floorChecks(results: unknown): { floor: ReturnType<typeof floorFigures>; checks: Check[] };
