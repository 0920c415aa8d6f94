export const SCHOOLS_SOAK_SECONDS: number;
export const SCHOOLS_SOAK_POCKETBASES: number;
export type SoakSchool = { number: string; host: string; name: string; short: string; pocketbase: number };
export function soakSchools(count: number, pocketbases?: number): SoakSchool[];
export function pinnedTitle(index: number): string;
export function expectedMark(answer: { route: string; status: number; contentType: string }): 'name' | 'host' | 'none';
export function answerProblems(answer: {
  school: SoakSchool;
  route: string;
  status: number;
  contentType: string;
  body: string;
  foreignPocketBases?: string[];
  /** The index of the PocketBase whose post's file was asked for, when a file was. */
  fileOf?: number;
}): string[];
export function runSchoolsSoak(options: {
  count: number;
  scale: number;
  stops: Array<() => Promise<void>>;
  log: (line: string) => void;
}): Promise<{ summary: Record<string, unknown>; file: string }>;
