import { THEME_SCRIPT } from '../domain/theme-script';

/** 128 random bits, fresh for every response. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

let themeScriptHash: Promise<string> | undefined;

/** 'sha256-…' of the inline theme script: a fixed text, allowed by its hash instead of a nonce. */
export function getThemeScriptHash(): Promise<string> {
  themeScriptHash ??= crypto.subtle
    .digest('SHA-256', new TextEncoder().encode(THEME_SCRIPT))
    .then((digest) => `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`);
  return themeScriptHash;
}

/** Scripts run only from our origin, with this response's nonce, or as the theme script's exact text. */
export function contentSecurityPolicy(nonce: string, themeHash: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' '${themeHash}'`,
    "style-src 'self' 'unsafe-inline'",
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

/** For everything that is not a page: nothing may run or be framed. */
export const NON_HTML_CSP = "default-src 'none'; img-src 'self'; style-src 'self'; frame-ancestors 'none'";
