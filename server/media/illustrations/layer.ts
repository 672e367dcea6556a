// A garment as a layer for larger compositions (the hero images): its markup and gradients
// with ids scoped by a prefix, so several garments in different colours share one SVG.
import { fitDrawing } from "./fit";
import { GARMENTS, type GarmentKind } from "./kinds";
import { paintDefs } from "./paint";
import type { FloorShadow } from "./scene";
import { fabricTints } from "./tints";
import type { View } from "./types";

export interface GarmentLayer {
  defs: string;
  content: string;
  shadow: FloorShadow;
}

function scope(markup: string, prefix: string): string {
  return markup
    .replace(/\bid="([^"]+)"/g, `id="${prefix}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}-$1)`);
}

export function garmentLayer(kind: GarmentKind, hex: string, view: View, prefix: string): GarmentLayer {
  const t = fabricTints(hex);
  const raw = GARMENTS[kind](t, view);
  const drawing = fitDrawing(raw);
  return {
    defs: scope(paintDefs(t, raw.zoom) + (drawing.defs ?? ""), prefix),
    content: scope(drawing.content, prefix),
    shadow: drawing.shadow,
  };
}
