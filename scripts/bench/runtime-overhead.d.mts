type Figures = { requestMs: number; readMs: number };
export function measureRuntimeOverhead(options?: {
  seconds?: number;
  rounds?: number;
}): Promise<{ alone: Figures; wrangler: Figures }>;
