/** The claims we read from a PocketBase auth token, without trusting them: the signature is PocketBase's to check. */
export type TokenClaims = { id: string; exp: number; type?: string; collectionId?: string };

export function readTokenClaims(token: string): TokenClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || token.length > 3000) return undefined;
  try {
    const json = atob((parts[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as Partial<TokenClaims>;
    if (typeof claims.id !== 'string' || typeof claims.exp !== 'number') return undefined;
    return claims as TokenClaims;
  } catch {
    return undefined;
  }
}

/** Expired tokens are refused locally, without asking PocketBase. */
export function isExpired(claims: TokenClaims, now = Date.now()): boolean {
  return claims.exp * 1000 <= now;
}
