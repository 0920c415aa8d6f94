export const BUDGETS: { jsGzip: number; cssGzip: number; workerGzip: number };
export const TARGETS: {
  lighthouseMobileHome: number;
  warmThroughputVsStatic: number;
  warmCpuMs: number;
  coldCpuMs: number;
};
