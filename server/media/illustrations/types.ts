import type { FloorShadow } from "./scene";
import type { FabricTints } from "./tints";

/** 1 = front, 2 = back or a detail / alternate composition. */
export type View = 1 | 2;

export interface Drawing {
  /** SVG markup in the 1280 × 1600 frame (no <svg> wrapper, no background). */
  content: string;
  shadow: FloorShadow;
  /** Extra gradients the drawing defines itself, beyond the shared paint. */
  defs?: string;
  /**
   * Framing: scale about the frame's centre, then move down by `shiftY`, so small or low
   * subjects (shoes, belts) sit as large and as central as garments in the product grid.
   */
  zoom?: number;
  shiftY?: number;
}

export type DrawGarment = (t: FabricTints, view: View) => Drawing;
