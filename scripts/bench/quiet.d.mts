export const QUIET_SHARE: number;
export type Phase = {
  name: string;
  seconds: number;
  loadBefore: number;
  loadAfter: number;
  otherCores: number;
  quiet: boolean;
  /** The hypervisor's steal and the busiest other programs, e.g. "steal 0.4 s". */
  others: string[];
};
export function inPhase<T>(name: string, work: () => Promise<T>): Promise<{ result: T; phase: Phase }>;
