const PROBE = 'https://same-origin.invalid';

/**
 * A path of this site ('/posts?page=2'), or undefined for anything a browser would take to another
 * host or scheme: '//evil.example', '/\evil.example', '/<TAB>/evil.example', 'https://…', 'javascript:…'.
 */
export function sameOriginPath(value: string | null | undefined): string | undefined {
  if (!value || value.length > 2000 || !value.startsWith('/')) return undefined;
  // Tabs and newlines vanish in the URL parser, backslashes become slashes: refuse rather than guess.
  if (/[\u0000-\u001f\\]/.test(value) || value.startsWith('//')) return undefined;
  try {
    const url = new URL(value, PROBE);
    return url.origin === PROBE ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}
