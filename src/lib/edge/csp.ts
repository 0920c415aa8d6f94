import { LRUCache } from 'lru-cache';
import { THEME_SCRIPT } from '../domain/theme-script';
import { ERROR_PAGE_CSS, SETUP_PAGE_CSS } from './error-html';

/** 22 base64 characters: 132 random bits. */
export const NONCE_LENGTH = 22;
/** Random bytes drawn at once: 1,024 base64 characters, 46 nonces. */
const POOL_BYTES = 768;
let pool = '';

/**
 * A nonce fresh for every response, never handed out twice. Asking the runtime's random source for every response
 * cost about 4 % of a page's CPU (a CPU profile of / in workerd); a pool drawn once for 46 responses costs nothing.
 */
export function newNonce(): string {
  if (pool.length < NONCE_LENGTH)
    pool = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(POOL_BYTES))));
  const nonce = pool.slice(0, NONCE_LENGTH);
  pool = pool.slice(NONCE_LENGTH);
  return nonce;
}

// A school changes its accent colour rarely; a few texts per isolate at most.
const hashes = new LRUCache<string, Promise<string>>({ max: 16 });

/** 'sha256-…' of an inline script or style: a fixed text, allowed by its hash instead of a nonce. */
export function sha256Source(text: string): Promise<string> {
  let hash = hashes.get(text);
  if (!hash) {
    hash = crypto.subtle
      .digest('SHA-256', new TextEncoder().encode(text))
      .then((digest) => `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`);
    hashes.set(text, hash);
  }
  return hash;
}

export function getThemeScriptHash(): Promise<string> {
  return sha256Source(THEME_SCRIPT);
}

/** The inline styles every HTML answer may carry besides its page style: those of the plain error pages. */
export function getPlainPageStyleHashes(): Promise<string[]> {
  return Promise.all([sha256Source(ERROR_PAGE_CSS), sha256Source(SETUP_PAGE_CSS)]);
}

/**
 * Scripts run only from our origin, with this response's nonce, or as the theme script's exact text;
 * inline styles only as the exact texts given (undefined: any, for `waku dev`, which injects its own).
 */
export function contentSecurityPolicy(nonce: string, themeHash: string, styleHashes?: string[]): string {
  const styles = styleHashes ? styleHashes.map((hash) => `'${hash}'`).join(' ') : "'unsafe-inline'";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' '${themeHash}'`,
    `style-src 'self' ${styles}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}
