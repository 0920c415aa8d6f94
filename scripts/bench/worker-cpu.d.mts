export const TICKS_PER_SECOND: number;
export function findWorkerd(port: number): { workerPid: number; proxyPid: number | undefined };
export function cpuMs(pid: number | undefined): number;
export function memoryMb(pid: number): number | undefined;
export function cpuPreciseMs(pid: number): number;
