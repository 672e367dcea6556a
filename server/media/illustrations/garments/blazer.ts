// A soft-shouldered two-button blazer: notched lapels, flap pockets, a chest welt and a
// rounded front; the back has a centre seam and vent.
import { collarDefs, drawCollar } from "../collar";
import { FRAME, lens } from "../geometry";
import { button, fold, seam } from "../paint";
import { backCollar, backSeamAndVent, chestWelt, flapPocket } from "../tailoring";
import type { DrawGarment } from "../types";
import { drawUpperBase, type TopSpec } from "../upper-body";

const cx = FRAME.cx;
const NY = 270;

const SPEC: TopSpec = {
  neckY: NY,
  neckHalf: 64,
  neckDepth: 40,
  shoulderHalf: 244,
  shoulderDrop: 44,
  armpitY: NY + 300,
  waistY: NY + 580,
  waistHalf: 212,
  hemY: NY + 950,
  hemHalf: 246,
  hemCurve: 6,
  sleeve: { endY: NY + 900, flare: 30, cuffHalf: 60 },
};

const SHADOW = { cx, cy: NY + 1030, rx: 320, ry: 30 };

function cuffButtons(): string {
  return ([-1, 1] as const)
    .map((side) => {
      const x = cx + side * 256;
      return [0, 1, 2].map((i) => button(x + side * (i * 2), NY + 860 - i * 24, 7.5, "horn")).join("");
    })
    .join("");
}

export const blazer: DrawGarment = (t, view) => {
  if (view === 2) {
    const under = backSeamAndVent(t, NY + 60, NY + 700, SPEC.hemY);
    return {
      content:
        drawUpperBase(t, { ...SPEC, neckDepth: 6 }, { insideRise: 0, under }) + backCollar(t, SPEC.neckY, 80),
      shadow: SHADOW,
    };
  }
  const edgeX = cx + 14;
  const under = [
    flapPocket(t, cx - 200, NY + 680, 132, 50, 3),
    flapPocket(t, cx + 68, NY + 683, 132, 50, -3),
  ].join("");
  const parts = [drawUpperBase(t, SPEC, { under, onSleeves: cuffButtons() })];
  // Rounded cutaway front below the lower button.
  parts.push(fold(t, lens([edgeX + 4, NY + 520], [edgeX + 44, SPEC.hemY - 2], 6, 6), 0.3));
  parts.push(
    seam(
      t,
      `M ${edgeX} ${NY + 500} L ${edgeX + 4} ${NY + 800} Q ${edgeX + 10} ${SPEC.hemY - 16} ${edgeX + 76} ${SPEC.hemY + 4}`,
    ),
  );
  // Front darts give the waist its shape.
  parts.push(
    seam(t, `M ${cx - 150} ${NY + 420} Q ${cx - 160} ${NY + 560} ${cx - 140} ${NY + 670}`, 1.6, 0.5),
  );
  parts.push(
    seam(t, `M ${cx + 150} ${NY + 420} Q ${cx + 160} ${NY + 560} ${cx + 140} ${NY + 670}`, 1.6, 0.5),
  );
  parts.push(chestWelt(t, cx + 100, NY + 330, 100));
  parts.push(
    drawCollar(t, {
      neckY: SPEC.neckY,
      neckHalf: SPEC.neckHalf,
      standHeight: 36,
      collarTip: [476, NY + 136],
      left: {
        gorge: [596, NY + 80],
        notch: [534, NY + 120],
        lapelPoint: [472, NY + 162],
        breakPoint: [cx - 2, NY + 540],
        belly: 20,
      },
      right: {
        gorge: [684, NY + 80],
        notch: [746, NY + 120],
        lapelPoint: [808, NY + 162],
        breakPoint: [edgeX + 2, NY + 530],
        belly: 20,
      },
    }),
  );
  parts.push(button(cx - 6, NY + 580, 15, "horn"), button(cx - 6, NY + 700, 15, "horn"));
  return { defs: collarDefs(t), content: parts.join(""), shadow: SHADOW };
};
