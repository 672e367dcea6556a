// Apply a drawing's framing (zoom, shiftY) so its markup and its contact shadow move together.
import { FRAME } from "./geometry";
import type { Drawing } from "./types";

const CY = FRAME.height / 2;

export function fitDrawing(drawing: Drawing): Drawing {
  const zoom = drawing.zoom ?? 1;
  const shiftY = drawing.shiftY ?? 0;
  if (zoom === 1 && shiftY === 0) return drawing;
  // Whole-pixel offsets keep texture tiles pixel-aligned, which librsvg needs to tile them fast.
  const tx = Math.round(FRAME.cx - FRAME.cx * zoom);
  const ty = Math.round(CY + shiftY - CY * zoom);
  const { shadow } = drawing;
  return {
    defs: drawing.defs,
    content: `<g transform="translate(${tx} ${ty}) scale(${zoom})">${drawing.content}</g>`,
    shadow: {
      ...shadow,
      cx: tx + shadow.cx * zoom,
      cy: ty + shadow.cy * zoom,
      rx: shadow.rx * zoom,
      ry: shadow.ry * zoom,
    },
  };
}
