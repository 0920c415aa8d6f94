import type { Browser } from 'playwright-core';

export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
export function assertChromium(): void;
export function launchBrowser(): Promise<Browser>;
export function launchDebugChromium(port: number): Promise<{ port: number; stop(): Promise<void> }>;
