import type { AccentPalette, SchemeAccent } from '../../lib/domain/accent-color';

const declarations = (scheme: SchemeAccent) =>
  Object.entries(scheme)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');

/**
 * The school's accent colour over the built-in one, in the same three places the global stylesheet sets the
 * schemes (system preference, or the visitor's choice). Values are hex colours checkAccentColor() produced.
 */
export function AccentStyle({ palette }: { palette: AccentPalette }) {
  const light = declarations(palette.light);
  const dark = declarations(palette.dark);
  const css =
    `:root{${light}}` +
    `@media (prefers-color-scheme:dark){:root:not([data-theme=light]){${dark}}}` +
    `:root[data-theme=dark]{${dark}}`;
  return <style>{css}</style>;
}
