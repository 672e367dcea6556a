// Footwear compositions. Shoes are drawn once in side profile, toe to the left, standing on the
// ground line; the pair view sets a second, shaded shoe behind, and the alternate view shows a
// single shoe larger, turned to face right.
import { FRAME } from "./geometry";
import { fill } from "./paint";
import type { Drawing } from "./types";

export const GROUND = 1212;
const cx = FRAME.cx;

export interface Shoe {
  /** Markup for one shoe. */
  markup: string;
  /** Its silhouette, used to shade the shoe standing behind. */
  outline: string;
}

/** Where the pair stands in the frame: shoes are drawn on GROUND and lifted to sit centrally. */
const STAND = 1090;

export function pairView(shoe: Shoe): Drawing {
  const lift = `translate(-30 ${STAND - GROUND})`;
  return {
    content: [
      `<g transform="${lift} translate(104 -70)">${shoe.markup}${fill(shoe.outline, "#140E0A", 0.22)}</g>`,
      `<g transform="${lift}">${shoe.markup}</g>`,
    ].join(""),
    shadow: { cx: cx + 40, cy: STAND - 10, rx: 500, ry: 40, strength: 0.32 },
    zoom: 1.08,
    shiftY: -110,
  };
}

export function singleView(shoe: Shoe): Drawing {
  return {
    // Mirrored only: the enlargement is the framing zoom, which keeps textures fast.
    content: `<g transform="translate(${cx} ${STAND - GROUND + 36}) scale(-1 1) translate(${-cx} 0)">${shoe.markup}</g>`,
    shadow: { cx, cy: STAND + 30, rx: 450, ry: 32, strength: 0.32 },
    zoom: 1.16,
    shiftY: -130,
  };
}
