export type Size = { width: number; height: number };

/**
 * The size a photo is scaled down to so that its long side is at most `maxLongSide`, keeping its proportions.
 * Photos already that small (and sizes a browser could not have decoded) keep theirs: never scaled up.
 */
export function scaledSize(width: number, height: number, maxLongSide: number): Size {
  const longSide = Math.max(width, height);
  if (!(width > 0 && height > 0 && maxLongSide > 0) || longSide <= maxLongSide) return { width, height };
  const factor = maxLongSide / longSide;
  // Rounding must not push the long side over the limit or squash a thin side to nothing.
  const side = (value: number) => Math.min(maxLongSide, Math.max(1, Math.round(value * factor)));
  return { width: side(width), height: side(height) };
}
