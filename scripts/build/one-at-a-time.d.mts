export function oneAtATime<F extends (...args: any[]) => Promise<unknown>>(fn: F): F;
