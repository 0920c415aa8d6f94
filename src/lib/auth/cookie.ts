export const SESSION_COOKIE = 'staff_session';
/** Browsers drop cookies over 4096 bytes (seed-spec section 9). */
export const COOKIE_LIMIT = 4096;

/** HttpOnly, SameSite=Lax, Path=/, Secure on https; expires with the token. */
export function sessionCookie(token: string, expiresAt: number, secure: boolean, now = Date.now()): string {
  const maxAge = Math.max(0, Math.floor((expiresAt - now) / 1000));
  const cookie = [`${SESSION_COOKIE}=${token}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAge}`];
  if (secure) cookie.push('Secure');
  const text = cookie.join('; ');
  if (text.length > COOKIE_LIMIT) throw new Error('session cookie would exceed 4096 bytes');
  return text;
}

export function clearedSessionCookie(secure: boolean): string {
  return [`${SESSION_COOKIE}=`, 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0', ...(secure ? ['Secure'] : [])].join(
    '; ',
  );
}

export function readSessionCookie(header: string | null | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}
