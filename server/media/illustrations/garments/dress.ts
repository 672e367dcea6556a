// A long-sleeved wrap midi dress: crossover V neckline, tie at the waist, a fluid skirt that
// falls in soft folds. The back view shows the tie's bow and the line of the back.
import { drawBelt } from "../belt";
import { FRAME, lens } from "../geometry";
import { fill, fold, sheen, stitch } from "../paint";
import type { DrawGarment } from "../types";
import type { FabricTints } from "../tints";
import { cuffLine, drawUpperBase, type TopSpec } from "../upper-body";

const cx = FRAME.cx;

const SPEC: TopSpec = {
  neckY: 200,
  neckHalf: 64,
  neckDepth: 170,
  shoulderHalf: 186,
  shoulderDrop: 38,
  armpitY: 430,
  waistY: 640,
  waistHalf: 132,
  hemY: 1440,
  hemHalf: 340,
  hemCurve: 10,
  sleeve: { endY: 960, flare: 44, cuffHalf: 44 },
};

function skirtFolds(t: FabricTints): string {
  const parts: string[] = [];
  const folds = [
    [-90, -250, 14, -10],
    [-40, -120, 12, 6],
    [20, 40, 10, -6],
    [70, 170, 14, 8],
    [110, 280, 14, -6],
  ] as const;
  for (const [top, bottom, w, bend] of folds) {
    parts.push(fold(t, lens([cx + top, SPEC.waistY + 60], [cx + bottom, SPEC.hemY + 10], w, bend), 0.28));
    parts.push(
      sheen(
        t,
        lens([cx + top + 16, SPEC.waistY + 90], [cx + bottom + 34, SPEC.hemY - 10], w * 0.7, bend),
        0.3,
      ),
    );
  }
  return parts.join("");
}

function cuffs(t: FabricTints): string {
  return ([-1, 1] as const).map((side) => stitch(t, cuffLine(SPEC, side, 40))).join("");
}

export const dress: DrawGarment = (t, view) => {
  const shadow = { cx, cy: SPEC.hemY + 60, rx: 400, ry: 30 };
  if (view === 2) {
    const back = { ...SPEC, neckDepth: 26 };
    const under =
      skirtFolds(t) +
      drawBelt(t, {
        y: SPEC.waistY,
        halfWidth: SPEC.waistHalf + 4,
        height: 34,
        knotX: cx,
        buckle: "knot",
        tail: 0,
      });
    const bow = [-1, 1].map((s) => {
      const loop = `M ${cx} ${SPEC.waistY + 10} C ${cx + s * 60} ${SPEC.waistY - 60} ${cx + s * 130} ${SPEC.waistY - 20} ${cx + s * 110} ${SPEC.waistY + 30} C ${cx + s * 90} ${SPEC.waistY + 50} ${cx + s * 40} ${SPEC.waistY + 30} ${cx} ${SPEC.waistY + 10} Z`;
      const tail = `M ${cx + s * 6} ${SPEC.waistY + 20} C ${cx + s * 40} ${SPEC.waistY + 120} ${cx + s * 30} ${SPEC.waistY + 220} ${cx + s * 60} ${SPEC.waistY + 330} L ${cx + s * 96} ${SPEC.waistY + 316} C ${cx + s * 60} ${SPEC.waistY + 220} ${cx + s * 60} ${SPEC.waistY + 110} ${cx + s * 24} ${SPEC.waistY + 16} Z`;
      return `<g transform="translate(4 8)">${fold(t, tail + loop, 0.3)}</g>${fill(tail, t.shade)}${fill(loop, s < 0 ? t.light : t.base)}`;
    });
    return { content: drawUpperBase(t, back, { under, onSleeves: cuffs(t) }) + bow.join(""), shadow };
  }
  const under = skirtFolds(t);
  const parts = [drawUpperBase(t, SPEC, { under, onSleeves: cuffs(t) })];
  // The wrap: the outer panel's edge crosses from the right shoulder to the left hip.
  parts.push(
    fold(t, lens([cx + SPEC.neckHalf - 6, SPEC.neckY + 10], [cx - 110, SPEC.waistY + 10], 10, 14), 0.35),
  );
  parts.push(
    fold(
      t,
      `M ${cx - SPEC.neckHalf} ${SPEC.neckY + 4} L ${cx - 20} ${SPEC.neckY + 180} L ${cx + 20} ${SPEC.neckY + 210} Z`,
      0.2,
    ),
  );
  parts.push(
    sheen(t, lens([cx + SPEC.neckHalf - 20, SPEC.neckY + 30], [cx - 90, SPEC.waistY - 10], 5, 14), 0.45),
  );
  parts.push(fold(t, lens([cx - 100, SPEC.waistY + 30], [cx - 60, SPEC.hemY], 12, -10), 0.3));
  parts.push(
    drawBelt(t, {
      y: SPEC.waistY,
      halfWidth: SPEC.waistHalf + 4,
      height: 34,
      knotX: cx + 96,
      buckle: "knot",
      tail: 300,
    }),
  );
  return { content: parts.join(""), shadow };
};
