// The folded alternate view for knitwear and jersey: the garment folded square as on a shop
// table, seen from the front, its neckline at the top edge. One composition for all of them
// keeps the second image of every knit consistent.
import { FRAME, lens } from "./geometry";
import { button, fill, fold, panel, seam, sheen, texture } from "./paint";
import type { FloorShadow } from "./scene";
import type { FabricTints } from "./tints";

export type FoldedNeck = "crew" | "turtle" | "vee" | "hood" | "collar";

export interface FoldedSpec {
  neck: FoldedNeck;
  knit?: boolean;
  buttons?: boolean;
}

const cx = FRAME.cx;
const TOP = 620;
const BOTTOM = 1130;
const HALF = 340;
const THICK = 46;

export const FOLDED_SHADOW: FloorShadow = { cx, cy: BOTTOM + THICK + 8, rx: 380, ry: 34, strength: 0.3 };

/** The folded front: shoulders sloping away from the neckline, square sides, soft corners. */
function facePath(): string {
  const l = cx - HALF;
  const r = cx + HALF;
  const sh = TOP + 44;
  return `M ${cx - 150} ${TOP} L ${cx + 150} ${TOP} Q ${r - 40} ${TOP + 14} ${r - 14} ${sh - 8} Q ${r + 2} ${sh} ${r + 2} ${sh + 22} L ${r + 6} ${BOTTOM - 16} Q ${r + 6} ${BOTTOM} ${r - 12} ${BOTTOM} L ${l + 12} ${BOTTOM} Q ${l - 6} ${BOTTOM} ${l - 6} ${BOTTOM - 16} L ${l - 2} ${sh + 22} Q ${l - 2} ${sh} ${l + 14} ${sh - 8} Q ${l + 40} ${TOP + 14} ${cx - 150} ${TOP} Z`;
}

function edgePath(): string {
  const l = cx - HALF - 6;
  const r = cx + HALF + 6;
  return `M ${l} ${BOTTOM - 16} Q ${l} ${BOTTOM} ${l + 18} ${BOTTOM} L ${r - 18} ${BOTTOM} Q ${r} ${BOTTOM} ${r} ${BOTTOM - 16} L ${r - 2} ${BOTTOM + THICK - 18} Q ${r - 4} ${BOTTOM + THICK} ${r - 26} ${BOTTOM + THICK} L ${l + 26} ${BOTTOM + THICK} Q ${l + 4} ${BOTTOM + THICK} ${l + 2} ${BOTTOM + THICK - 18} Z`;
}

function neck(t: FabricTints, spec: FoldedSpec): string {
  switch (spec.neck) {
    case "crew": {
      const ring = `M ${cx - 124} ${TOP + 4} C ${cx - 124} ${TOP - 74} ${cx + 124} ${TOP - 74} ${cx + 124} ${TOP + 4} C ${cx + 124} ${TOP + 80} ${cx - 124} ${TOP + 80} ${cx - 124} ${TOP + 4} Z`;
      const hole = `M ${cx - 98} ${TOP + 2} C ${cx - 98} ${TOP - 50} ${cx + 98} ${TOP - 50} ${cx + 98} ${TOP + 2} C ${cx + 98} ${TOP + 54} ${cx - 98} ${TOP + 54} ${cx - 98} ${TOP + 2} Z`;
      return [
        `<g transform="translate(0 8)">${fold(t, ring, 0.3)}</g>`,
        panel(t, ring, "body"),
        texture(ring, "rib"),
        fill(hole, "url(#inside)"),
      ].join("");
    }
    case "turtle": {
      const roll = `M ${cx - 150} ${TOP + 70} C ${cx - 170} ${TOP + 10} ${cx - 150} ${TOP - 60} ${cx - 110} ${TOP - 66} L ${cx + 110} ${TOP - 66} C ${cx + 150} ${TOP - 60} ${cx + 170} ${TOP + 10} ${cx + 150} ${TOP + 70} C ${cx + 60} ${TOP + 96} ${cx - 60} ${TOP + 96} ${cx - 150} ${TOP + 70} Z`;
      const lip = `M ${cx - 112} ${TOP - 64} C ${cx - 100} ${TOP - 20} ${cx + 100} ${TOP - 20} ${cx + 112} ${TOP - 64} C ${cx + 80} ${TOP - 80} ${cx - 80} ${TOP - 80} ${cx - 112} ${TOP - 64} Z`;
      return [
        `<g transform="translate(0 10)">${fold(t, roll, 0.32)}</g>`,
        panel(t, roll, "body"),
        texture(roll, "rib"),
        fill(lip, "url(#inside)"),
        sheen(t, lens([cx - 140, TOP + 20], [cx + 40, TOP + 78], 8, 10), 0.3),
      ].join("");
    }
    case "vee": {
      const band = `M ${cx - 120} ${TOP} L ${cx - 22} ${TOP + 200} L ${cx - 22} ${BOTTOM} L ${cx + 22} ${BOTTOM} L ${cx + 22} ${TOP + 200} L ${cx + 120} ${TOP} L ${cx + 84} ${TOP} L ${cx} ${TOP + 168} L ${cx - 84} ${TOP} Z`;
      const hole = `M ${cx - 84} ${TOP} L ${cx} ${TOP + 168} L ${cx + 84} ${TOP} Q ${cx} ${TOP - 30} ${cx - 84} ${TOP} Z`;
      const parts = [
        fill(hole, "url(#inside)"),
        `<g transform="translate(4 6)">${fold(t, band, 0.3)}</g>`,
        panel(t, band, "body"),
        texture(band, "rib"),
      ];
      if (spec.buttons)
        for (const y of [TOP + 250, TOP + 350, TOP + 450]) parts.push(button(cx, y, 11, "tonal"));
      return parts.join("");
    }
    case "collar": {
      const band = `M ${cx - 110} ${TOP - 30} Q ${cx} ${TOP - 50} ${cx + 110} ${TOP - 30} L ${cx + 118} ${TOP + 6} Q ${cx} ${TOP - 14} ${cx - 118} ${TOP + 6} Z`;
      const leafL = `M ${cx - 4} ${TOP + 10} L ${cx - 130} ${TOP + 120} Q ${cx - 150} ${TOP + 30} ${cx - 122} ${TOP - 4} Q ${cx - 60} ${TOP - 20} ${cx - 4} ${TOP + 10} Z`;
      const leafR = `M ${cx + 4} ${TOP + 10} L ${cx + 130} ${TOP + 120} Q ${cx + 150} ${TOP + 30} ${cx + 122} ${TOP - 4} Q ${cx + 60} ${TOP - 20} ${cx + 4} ${TOP + 10} Z`;
      const placket = `M ${cx - 24} ${TOP + 10} L ${cx + 24} ${TOP + 10} L ${cx + 24} ${BOTTOM} L ${cx - 24} ${BOTTOM} Z`;
      const parts = [
        panel(t, placket, "body"),
        seam(t, `M ${cx - 24} ${TOP + 40} L ${cx - 24} ${BOTTOM}`, 1.6),
      ];
      for (const y of [TOP + 190, TOP + 320]) parts.push(button(cx, y, 8, "pearl"));
      parts.push(panel(t, band, "body"));
      for (const leaf of [leafL, leafR])
        parts.push(`<g transform="translate(0 8)">${fold(t, leaf, 0.3)}</g>`, panel(t, leaf, "body"));
      parts.push(button(cx, TOP + 2, 7, "pearl"));
      return parts.join("");
    }
    case "hood": {
      const hood = `M ${cx - 190} ${TOP - 10} C ${cx - 210} ${TOP + 120} ${cx - 120} ${TOP + 250} ${cx} ${TOP + 262} C ${cx + 120} ${TOP + 250} ${cx + 210} ${TOP + 120} ${cx + 190} ${TOP - 10} Q ${cx} ${TOP - 40} ${cx - 190} ${TOP - 10} Z`;
      const parts = [`<g transform="translate(0 12)">${fold(t, hood, 0.34)}</g>`, panel(t, hood, "body")];
      parts.push(seam(t, `M ${cx} ${TOP - 24} L ${cx} ${TOP + 258}`));
      parts.push(sheen(t, lens([cx - 170, TOP + 20], [cx - 40, TOP + 230], 12, -10), 0.3));
      for (const side of [-1, 1]) {
        const x = cx + side * 60;
        parts.push(
          `<path d="M ${x} ${TOP + 20} Q ${x + side * 14} ${TOP + 200} ${x + side * 4} ${TOP + 330}" fill="none" stroke="${t.shade}" stroke-width="9" stroke-linecap="round"/>`,
        );
        parts.push(
          `<rect x="${x + side * 4 - 6}" y="${TOP + 326}" width="12" height="30" rx="4" fill="url(#metal)"/>`,
        );
      }
      return parts.join("");
    }
  }
}

export function drawFolded(t: FabricTints, spec: FoldedSpec): string {
  const face = facePath();
  const edge = edgePath();
  const l = cx - HALF;
  const r = cx + HALF;
  const parts = [panel(t, edge, "sleeveR"), fold(t, edge, 0.25)];
  if (spec.knit) parts.push(texture(edge, "ribH"));
  parts.push(panel(t, face, "body"), `<path d="${face}" fill="url(#form)"/>`);
  if (spec.knit) parts.push(texture(face, "knit"));
  // Creases where the sleeves were folded behind, and the soft roll of the bottom fold.
  parts.push(fold(t, lens([l + 74, TOP + 50], [l + 84, BOTTOM - 6], 8, 3), 0.3));
  parts.push(fold(t, lens([r - 74, TOP + 50], [r - 84, BOTTOM - 6], 8, -3), 0.3));
  parts.push(sheen(t, lens([l + 94, TOP + 60], [l + 104, BOTTOM - 20], 6, 2), 0.35));
  parts.push(fold(t, lens([cx - 200, TOP + 190], [cx + 220, TOP + 200], 6, 4), 0.14));
  parts.push(sheen(t, lens([l + 40, BOTTOM - 10], [r - 40, BOTTOM - 10], 5, 0), 0.4));
  // Shoulder seams running from the neckline to the folded corners.
  for (const side of [-1, 1] as const) {
    parts.push(
      seam(
        t,
        `M ${cx + side * 128} ${TOP + 6} Q ${cx + side * (HALF - 70)} ${TOP + 20} ${cx + side * (HALF - 20)} ${TOP + 38}`,
        2,
        0.6,
      ),
    );
  }
  parts.push(neck(t, spec));
  return parts.join("");
}
