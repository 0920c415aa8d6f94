export const QUIET_SHARE: number;
export type Phase = {
  name: string;
  seconds: number;
  loadBefore: number;
  loadAfter: number;
  otherCores: number;
  quiet: boolean;
};
export function inPhase<T>(name: string, work: () => Promise<T>): Promise<{ result: T; phase: Phase }>;
