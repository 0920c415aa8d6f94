export const DEMO_MARKER: string;
export function readDemoMarker(dir: string): { decidedAt: string; demo: boolean; created?: number } | null;
export function loadDemoOnce(options: {
  url: string;
  admin: { email: string; password: string };
  dir: string;
  wanted: boolean;
  now?: Date;
}): Promise<string>;
export function demoWanted(argv?: string[], env?: Record<string, string | undefined>): boolean;
