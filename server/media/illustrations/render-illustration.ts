// Compose one product still life: the studio, the garment's contact shadow, the garment.
import { fitDrawing } from "./fit";
import { GARMENTS, type GarmentKind } from "./kinds";
import { paintDefs } from "./paint";
import { floorShadow, studio } from "./scene";
import { fabricTints } from "./tints";
import type { View } from "./types";

/** A 1280 × 1600 SVG of `kind` in the colour `hex`, from the given view. */
export function renderIllustration(kind: GarmentKind, hex: string, view: View): string {
  const t = fabricTints(hex);
  const raw = GARMENTS[kind](t, view);
  const drawing = fitDrawing(raw);
  return studio(paintDefs(t, raw.zoom) + (drawing.defs ?? ""), floorShadow(drawing.shadow) + drawing.content);
}
