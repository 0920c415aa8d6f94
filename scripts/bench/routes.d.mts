export const PUBLIC_ROUTES: string[];
export const KEY_ROUTES: string[];
export const LIGHTHOUSE_ROUTES: string[];
