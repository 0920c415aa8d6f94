export function isPortFree(port: number, host?: string): Promise<boolean>;
export function getFreePort(host?: string): Promise<number>;
export function assertPortFree(
  port: number,
  label: string,
  options?: { host?: string; envName?: string },
): Promise<void>;
