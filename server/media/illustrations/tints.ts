// Colour arithmetic for shading. Each garment is drawn in one base colour; folds, seams and
// highlights are tints of it, so every kind is shaded the same way and any palette colour works.

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const n = Number.parseInt(match[1], 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

export function toHex({ r, g, b }: Rgb): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, "0");
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Linear mix of two hex colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex({ r: x.r + (y.r - x.r) * t, g: x.g + (y.g - x.g) * t, b: x.b + (y.b - x.b) * t });
}

/** Relative luminance (0 black … 1 white), used to pick how strongly to shade. */
export function luminance(hex: string): number {
  const { r, g, b } = parseHex(hex);
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

// Warm light and warm shadow rather than pure white/black keep tints from looking chalky or
// muddy, the way studio light on cloth reads in a photograph.
const LIGHT = "#FFF8EE";
const SHADOW = "#140E0A";

export interface FabricTints {
  base: string;
  /** Lit side of a form. */
  light: string;
  /** Sheen on ridges and edges facing the light. */
  highlight: string;
  /** Turning-away side of a form. */
  shade: string;
  /** Fold hollows, under collars and flaps. */
  deep: string;
  /** Inside of the garment (back neck, openings). */
  inside: string;
  /** Seam lines. */
  seam: string;
  /** Top-stitching: reads slightly lighter than the cloth on darks, darker on lights. */
  stitch: string;
}

export function fabricTints(base: string): FabricTints {
  const lum = luminance(base);
  // Dark cloth needs more lift to show form; pale cloth needs more depth to separate it from
  // the off-white studio background.
  const lift = lum < 0.05 ? 0.22 : lum < 0.2 ? 0.16 : 0.1;
  const depth = lum > 0.6 ? 0.3 : lum > 0.25 ? 0.3 : 0.36;
  return {
    base,
    light: mix(base, LIGHT, lift),
    highlight: mix(base, LIGHT, lift * 1.9),
    shade: mix(base, SHADOW, depth * 0.55),
    deep: mix(base, SHADOW, depth),
    inside: mix(base, SHADOW, Math.min(0.6, depth * 1.6)),
    seam: mix(base, SHADOW, depth * 0.8),
    stitch: lum < 0.12 ? mix(base, LIGHT, 0.28) : mix(base, SHADOW, depth * 0.7),
  };
}
