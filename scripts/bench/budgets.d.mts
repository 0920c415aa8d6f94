export const BUDGETS: { jsGzip: number; cssGzip: number; stylesheets: number; workerGzip: number };
export const TARGETS: {
  lighthouseMobile: number;
  fcpMs: number;
  lcpMs: number;
  warmThroughputVsStatic: number;
};
