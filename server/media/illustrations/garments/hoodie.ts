// A brushed-fleece hoodie: hood lying behind the neck, kangaroo pocket, drawcords and ribbed
// cuffs and hem. The back view shows the hood's centre seam.
import { FRAME, lens } from "../geometry";
import { cuffRibs, hemRib } from "../knit";
import { fill, fold, panel, seam, sheen, stitch } from "../paint";
import type { DrawGarment } from "../types";
import type { FabricTints } from "../tints";
import { drawUpperBase, type TopSpec } from "../upper-body";

const cx = FRAME.cx;

const SPEC: TopSpec = {
  neckY: 380,
  neckHalf: 80,
  neckDepth: 40,
  shoulderHalf: 262,
  shoulderDrop: 56,
  armpitY: 670,
  waistY: 940,
  waistHalf: 240,
  hemY: 1270,
  hemHalf: 236,
  hemCurve: 4,
  sleeve: { endY: 1220, flare: 32, cuffHalf: 62 },
};

const SHADOW = { cx, cy: 1340, rx: 330, ry: 30 };

function hoodFront(t: FabricTints): string {
  const y = SPEC.neckY;
  const hood = `M ${cx - 150} ${y + 70} C ${cx - 214} ${y - 30} ${cx - 160} ${y - 196} ${cx} ${y - 206} C ${cx + 160} ${y - 196} ${cx + 214} ${y - 30} ${cx + 150} ${y + 70} Z`;
  const inside = `M ${cx - 112} ${y + 60} C ${cx - 152} ${y - 20} ${cx - 112} ${y - 164} ${cx} ${y - 172} C ${cx + 112} ${y - 164} ${cx + 152} ${y - 20} ${cx + 112} ${y + 60} C ${cx + 50} ${y + 112} ${cx - 50} ${y + 112} ${cx - 112} ${y + 60} Z`;
  const parts = [panel(t, hood, "body"), fill(inside, "url(#hoodInside)")];
  // The hood's edge band runs round the opening and crosses over at the neck; right first.
  for (const side of [1, -1] as const) {
    const s = side;
    const band = `M ${cx + s * 2} ${y - 172} C ${cx + s * 118} ${y - 164} ${cx + s * 158} ${y - 20} ${cx + s * 114} ${y + 62} C ${cx + s * 84} ${y + 110} ${cx + s * 30} ${y + 136} ${cx - s * 34} ${y + 154} L ${cx - s * 28} ${y + 182} C ${cx + s * 40} ${y + 164} ${cx + s * 116} ${y + 126} ${cx + s * 142} ${y + 66} C ${cx + s * 188} ${y - 24} ${cx + s * 142} ${y - 194} ${cx + s * 2} ${y - 200} Z`;
    parts.push(
      `<g transform="translate(0 6)">${fold(t, band, 0.3)}</g>`,
      panel(t, band, s === -1 ? "sleeveL" : "body"),
    );
    const x = cx + s * 56;
    parts.push(`<circle cx="${x}" cy="${y + 150}" r="8" fill="url(#metal)"/>`);
    parts.push(
      `<path d="M ${x} ${y + 150} Q ${x + s * 12} ${y + 280} ${x + s * 2} ${y + 400}" fill="none" stroke="${t.light}" stroke-width="9" stroke-linecap="round"/>`,
    );
    parts.push(
      `<rect x="${x + s * 2 - 6}" y="${y + 396}" width="12" height="32" rx="4" fill="url(#metal)"/>`,
    );
  }
  return parts.join("");
}

function pocket(t: FabricTints): string {
  const top = SPEC.hemY - 380;
  const bottom = SPEC.hemY - 76;
  const d = `M ${cx - 110} ${top} L ${cx + 110} ${top} L ${cx + 190} ${top + 120} L ${cx + 196} ${bottom} L ${cx - 196} ${bottom} L ${cx - 190} ${top + 120} Z`;
  return [
    `<g transform="translate(3 6)">${fold(t, d, 0.26)}</g>`,
    panel(t, d, "body"),
    fold(t, lens([cx - 110, top + 4], [cx - 190, top + 124], 6, 0), 0.45),
    fold(t, lens([cx + 110, top + 4], [cx + 190, top + 124], 6, 0), 0.45),
    stitch(t, `M ${cx - 100} ${top + 10} L ${cx + 100} ${top + 10}`),
  ].join("");
}

function hoodDefs(t: FabricTints): string {
  return `<radialGradient id="hoodInside" cx="0.5" cy="0.75" r="0.75"><stop offset="0" stop-color="${t.shade}"/><stop offset="1" stop-color="${t.inside}"/></radialGradient>`;
}

export const hoodie: DrawGarment = (t, view) => {
  const under = [
    fold(t, lens([cx - 170, 720], [cx - 90, 900], 12, -8), 0.2),
    sheen(t, lens([cx - 200, 720], [cx - 120, 1000], 10, -8), 0.2),
    hemRib(t, SPEC, 76),
  ];
  const onSleeves = cuffRibs(t, SPEC, 76);
  if (view === 2) {
    const y = SPEC.neckY;
    const hood = `M ${cx - 170} ${y + 150} C ${cx - 200} ${y + 10} ${cx - 150} ${y - 150} ${cx} ${y - 160} C ${cx + 150} ${y - 150} ${cx + 200} ${y + 10} ${cx + 170} ${y + 150} C ${cx + 80} ${y + 196} ${cx - 80} ${y + 196} ${cx - 170} ${y + 150} Z`;
    return {
      content: [
        drawUpperBase(t, { ...SPEC, neckDepth: 6 }, { insideRise: 0, under: under.join(""), onSleeves }),
        `<g transform="translate(0 14)">${fold(t, hood, 0.3)}</g>`,
        panel(t, hood, "body"),
        seam(t, `M ${cx} ${y - 158} C ${cx + 4} ${y - 40} ${cx + 4} ${y + 80} ${cx} ${y + 176}`),
        sheen(t, lens([cx - 150, y - 60], [cx - 60, y + 150], 14, -10), 0.3),
      ].join(""),
      shadow: SHADOW,
    };
  }
  under.push(pocket(t));
  return {
    defs: hoodDefs(t),
    content: drawUpperBase(t, SPEC, { under: under.join(""), onSleeves }) + hoodFront(t),
    shadow: SHADOW,
  };
};
