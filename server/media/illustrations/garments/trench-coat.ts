// The double-breasted trench: storm flap, epaulettes, belted waist, strapped cuffs. The back
// view shows the rain yoke, centre seam and vent.
import { drawBelt } from "../belt";
import { collarDefs, drawCollar } from "../collar";
import { both, FRAME, lens } from "../geometry";
import { button, fold, panel, seam, sheen, stitch } from "../paint";
import type { DrawGarment } from "../types";
import { cuffBand, drawUpperBase, sleeveGeometry, type TopSpec } from "../upper-body";

const cx = FRAME.cx;

const SPEC: TopSpec = {
  neckY: 260,
  neckHalf: 64,
  neckDepth: 40,
  shoulderHalf: 226,
  shoulderDrop: 46,
  armpitY: 560,
  waistY: 790,
  waistHalf: 200,
  hemY: 1400,
  hemHalf: 282,
  sleeve: { endY: 1010, flare: 40, cuffHalf: 58 },
};

function skirtFolds(): [number, number, number, number][] {
  // [top x, bottom x, width, bend] for the long folds of the coat's skirt.
  return [
    [-150, -205, 12, -4],
    [-70, -92, 10, 3],
    [60, 80, 9, -3],
    [140, 190, 13, 5],
  ];
}

function cuffStraps(t: Parameters<DrawGarment>[0]): string {
  return ([-1, 1] as const)
    .map((side) => {
      const g = sleeveGeometry(SPEC, side);
      const strap = cuffBand(SPEC, side, 30, 62);
      const bx = g.outerCuff[0] * 0.35 + g.innerCuff[0] * 0.65;
      return `${fold(t, strap, 0.3)}<g transform="translate(0 -4)">${panel(t, strap, side === -1 ? "sleeveL" : "sleeveR")}</g>${button(bx, g.outerCuff[1] - 81, 9, "horn")}`;
    })
    .join("");
}

function skirt(t: Parameters<DrawGarment>[0]): string {
  const parts: string[] = [];
  for (const [top, bottom, w, bend] of skirtFolds()) {
    parts.push(fold(t, lens([cx + top, 880], [cx + bottom, SPEC.hemY + 10], w, bend), 0.24));
    parts.push(sheen(t, lens([cx + top + 22, 900], [cx + bottom + 26, SPEC.hemY], w * 0.6, bend), 0.22));
  }
  // Hem stitching follows the hem's curve.
  parts.push(
    stitch(
      t,
      `M ${cx - SPEC.hemHalf + 6} ${SPEC.hemY - 26} Q ${cx} ${SPEC.hemY + 2} ${cx + SPEC.hemHalf - 6} ${SPEC.hemY - 26}`,
    ),
  );
  return parts.join("");
}

function front(t: Parameters<DrawGarment>[0]): string {
  const edgeX = cx + 84;
  const under = [skirt(t)];
  // Slanted welt pockets, half hidden by the sleeves.
  for (const d of both(`M ${cx - 200} 1000 L ${cx - 180} 996 L ${cx - 146} 1112 L ${cx - 166} 1120 Z`)) {
    under.push(`<g transform="translate(4 6)">${fold(t, d, 0.3)}</g>`, panel(t, d, "body"));
  }
  const parts = [drawUpperBase(t, SPEC, { under: under.join(""), onSleeves: cuffStraps(t) })];
  // Front edge of the overlapping panel, with its top-stitching.
  parts.push(fold(t, lens([edgeX + 2, 620], [edgeX + 14, SPEC.hemY + 8], 6, 2), 0.35));
  parts.push(seam(t, `M ${edgeX} 600 L ${edgeX + 12} ${SPEC.hemY + 11}`));
  parts.push(stitch(t, `M ${edgeX - 12} 620 L ${edgeX} ${SPEC.hemY + 14}`));
  // Storm flap over the right chest (left of the picture).
  const flap = `M ${cx - 150} 300 L ${cx - 222} 318 Q ${cx - 228} 420 ${cx - 216} 520 Q ${cx - 170} 540 ${cx - 120} 528 Z`;
  parts.push(`<g transform="translate(6 8)">${fold(t, flap, 0.25)}</g>`, panel(t, flap, "sleeveL"));
  parts.push(
    stitch(t, `M ${cx - 212} 330 Q ${cx - 217} 420 ${cx - 206} 510 Q ${cx - 168} 526 ${cx - 126} 516`),
  );
  // Double-breasted buttons, two rows either side of centre.
  for (const y of [670, 730, 890, 990]) {
    parts.push(button(cx - 40, y, 14, "horn"), button(cx + 48, y, 14, "horn"));
  }
  parts.push(
    drawBelt(t, {
      y: SPEC.waistY,
      halfWidth: SPEC.waistHalf + 2,
      height: 46,
      knotX: cx - 40,
      buckle: "covered",
      tail: 150,
    }),
  );
  parts.push(
    drawCollar(t, {
      neckY: SPEC.neckY,
      neckHalf: SPEC.neckHalf,
      standHeight: 40,
      collarTip: [452, 404],
      left: {
        gorge: [598, 338],
        notch: [520, 384],
        lapelPoint: [446, 432],
        breakPoint: [cx + 40, 640],
        belly: 40,
      },
      right: {
        gorge: [682, 338],
        notch: [760, 384],
        lapelPoint: [834, 432],
        breakPoint: [edgeX, 620],
        belly: 30,
      },
      stitched: true,
    }),
  );
  parts.push(epaulettes(t));
  return parts.join("");
}

function epaulettes(t: Parameters<DrawGarment>[0]): string {
  return ([-1, 1] as const)
    .map((side) => {
      const inner = cx + side * 108;
      const outer = cx + side * 214;
      const y = SPEC.neckY;
      const strap = `M ${inner} ${y + 12} L ${outer} ${y + 40} L ${outer} ${y + 66} L ${inner} ${y + 40} Z`;
      return `<g transform="translate(0 6)">${fold(t, strap, 0.3)}</g>${panel(t, strap, "body")}${button(inner + side * 20, y + 28, 8, "horn")}`;
    })
    .join("");
}

function back(t: Parameters<DrawGarment>[0]): string {
  const under = [skirt(t)];
  under.push(seam(t, `M ${cx} 540 L ${cx} 1150`));
  // Vent: the overlap casts a narrow shadow.
  under.push(fold(t, lens([cx + 2, 1150], [cx + 8, SPEC.hemY + 10], 10, 2), 0.38));
  under.push(seam(t, `M ${cx} 1150 L ${cx + 4} ${SPEC.hemY + 13}`));
  under.push(stitch(t, `M ${cx - 14} 1150 L ${cx - 12} ${SPEC.hemY + 10}`));
  under.push(button(cx - 2, 1140, 11, "horn"));
  under.push(
    drawBelt(t, {
      y: SPEC.waistY,
      halfWidth: SPEC.waistHalf + 2,
      height: 46,
      knotX: cx,
      buckle: "covered",
      tail: 0,
    }),
  );
  const parts = [
    drawUpperBase(
      t,
      { ...SPEC, neckDepth: 6 },
      { insideRise: 0, under: under.join(""), onSleeves: cuffStraps(t) },
    ),
  ];
  // Rain yoke across the shoulders, its pointed hem lying over the back.
  const yoke = `M ${cx - 70} ${SPEC.neckY - 4} Q ${cx - 160} ${SPEC.neckY + 12} ${cx - 232} ${SPEC.neckY + 46} Q ${cx - 238} 470 ${cx - 226} 560 Q ${cx - 100} 548 ${cx} 600 Q ${cx + 100} 548 ${cx + 226} 560 Q ${cx + 238} 470 ${cx + 232} ${SPEC.neckY + 46} Q ${cx + 160} ${SPEC.neckY + 12} ${cx + 70} ${SPEC.neckY - 4} Z`;
  parts.push(`<g transform="translate(0 12)">${fold(t, yoke, 0.3)}</g>`, panel(t, yoke, "body"));
  parts.push(stitch(t, `M ${cx - 214} 546 Q ${cx - 100} 534 ${cx} 584 Q ${cx + 100} 534 ${cx + 214} 546`));
  // Back of the collar: a band standing round the neck, falling onto the yoke.
  const collar = `M ${cx - 78} ${SPEC.neckY - 26} Q ${cx} ${SPEC.neckY - 40} ${cx + 78} ${SPEC.neckY - 26} Q ${cx + 112} ${SPEC.neckY + 4} ${cx + 124} ${SPEC.neckY + 40} Q ${cx} ${SPEC.neckY + 62} ${cx - 124} ${SPEC.neckY + 40} Q ${cx - 112} ${SPEC.neckY + 4} ${cx - 78} ${SPEC.neckY - 26} Z`;
  parts.push(`<g transform="translate(0 8)">${fold(t, collar, 0.3)}</g>`, panel(t, collar, "body"));
  parts.push(
    stitch(t, `M ${cx - 114} ${SPEC.neckY + 30} Q ${cx} ${SPEC.neckY + 50} ${cx + 114} ${SPEC.neckY + 30}`),
  );
  parts.push(epaulettes(t));
  return parts.join("");
}

export const trenchCoat: DrawGarment = (t, view) => ({
  defs: collarDefs(t),
  content: view === 1 ? front(t) : back(t),
  shadow: { cx, cy: 1468, rx: 340, ry: 30 },
});
