// The boutique's colour vocabulary. Products store colour codes (stable, URL-safe); names and
// swatch hexes are presentation, so they live here and can be refined without a migration.
import { compareNames } from "./names";

export interface ColorInfo {
  name: string;
  hex: string;
}

/** Palette order is the display order of swatches: lights, earth tones, colours, darks. */
export const COLORS = {
  ivory: { name: "Ivory", hex: "#EFE9DD" },
  ecru: { name: "Ecru", hex: "#E2D8C3" },
  blush: { name: "Blush", hex: "#E3C6BA" },
  sand: { name: "Sand", hex: "#CDB99A" },
  camel: { name: "Camel", hex: "#B88A5A" },
  cognac: { name: "Cognac", hex: "#8E4F27" },
  chocolate: { name: "Chocolate", hex: "#56392A" },
  burgundy: { name: "Burgundy", hex: "#6A2231" },
  olive: { name: "Olive", hex: "#6A6A45" },
  forest: { name: "Forest", hex: "#2E4A3B" },
  "grey-melange": { name: "Grey Melange", hex: "#A9A6A1" },
  charcoal: { name: "Charcoal", hex: "#3E3E40" },
  indigo: { name: "Indigo", hex: "#2F4063" },
  navy: { name: "Navy", hex: "#1F2A44" },
  midnight: { name: "Midnight", hex: "#161C2C" },
  black: { name: "Black", hex: "#1C1B1A" },
} as const satisfies Record<string, ColorInfo>;

export type ColorCode = keyof typeof COLORS;

const ORDER: readonly string[] = Object.keys(COLORS);

export function isColorCode(code: string): code is ColorCode {
  return Object.hasOwn(COLORS, code);
}

/** Unknown codes (e.g. from an older product) fall back to a readable version of the code. */
export function colorName(code: string): string {
  if (isColorCode(code)) return COLORS[code].name;
  return code
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** Unknown codes get a neutral mid-grey swatch rather than breaking the colour picker. */
export function colorHex(code: string): string {
  return isColorCode(code) ? COLORS[code].hex : "#9A958E";
}

/** Palette order; unknown codes go last, alphabetically, so the result is stable. */
export function sortColors<T extends string>(codes: readonly T[]): T[] {
  const rank = (code: string) => {
    const index = ORDER.indexOf(code);
    return index === -1 ? ORDER.length : index;
  };
  return [...codes].sort((a, b) => rank(a) - rank(b) || compareNames(a, b));
}
