/**
 * Where to go after signing in: only a path of our own dashboard, never another origin.
 * '//evil.example', 'https://evil.example', '/\\evil.example' and anything outside /dash fall back.
 */
export function safeNextPath(value: string | null | undefined, fallback = '/dash/start'): string {
  if (!value || value.length > 500) return fallback;
  if (!/^\/dash(\/[A-Za-z0-9\-_/]*)?(\?[A-Za-z0-9\-_=&%.]*)?$/.test(value)) return fallback;
  if (value.startsWith('/dash/login') || value.includes('//')) return fallback;
  return value;
}
