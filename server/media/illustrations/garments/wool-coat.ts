// A single-breasted tailored overcoat: notched lapels, three buttons, flap pockets, a clean
// straight line to below the knee.
import { collarDefs, drawCollar } from "../collar";
import { FRAME, lens } from "../geometry";
import { button, fold, seam, stitch } from "../paint";
import { backCollar, backSeamAndVent, chestWelt, flapPocket, longFolds } from "../tailoring";
import type { DrawGarment } from "../types";
import { cuffLine, drawUpperBase, type TopSpec } from "../upper-body";

const cx = FRAME.cx;

const SPEC: TopSpec = {
  neckY: 262,
  neckHalf: 62,
  neckDepth: 40,
  shoulderHalf: 222,
  shoulderDrop: 44,
  armpitY: 560,
  waistY: 820,
  waistHalf: 214,
  hemY: 1420,
  hemHalf: 252,
  hemCurve: 8,
  sleeve: { endY: 1010, flare: 34, cuffHalf: 58 },
};

const FOLDS = [
  [-150, -175, 11, -4],
  [-40, -52, 8, 3],
  [120, 150, 12, 4],
] as const;

function cuffs(t: Parameters<DrawGarment>[0]): string {
  return ([-1, 1] as const).map((side) => stitch(t, cuffLine(SPEC, side, 80))).join("");
}

export const woolCoat: DrawGarment = (t, view) => {
  if (view === 2) {
    const under = [longFolds(t, 900, SPEC.hemY, FOLDS), backSeamAndVent(t, 320, 1120, SPEC.hemY)];
    return {
      content: [
        drawUpperBase(
          t,
          { ...SPEC, neckDepth: 6 },
          { insideRise: 0, under: under.join(""), onSleeves: cuffs(t) },
        ),
        backCollar(t, SPEC.neckY),
      ].join(""),
      shadow: { cx, cy: 1480, rx: 320, ry: 30 },
    };
  }
  const edgeX = cx + 18;
  const under = [
    longFolds(t, 980, SPEC.hemY, FOLDS),
    flapPocket(t, cx - 196, 960, 136, 52, 4),
    flapPocket(t, cx + 60, 964, 136, 52, -4),
  ];
  const parts = [drawUpperBase(t, SPEC, { under: under.join(""), onSleeves: cuffs(t) })];
  // The overlapping front edge, curving away below the last button.
  parts.push(fold(t, lens([edgeX + 4, 700], [edgeX + 22, SPEC.hemY + 4], 7, 2), 0.3));
  parts.push(
    seam(
      t,
      `M ${edgeX} 640 L ${edgeX + 6} 1200 Q ${edgeX + 10} ${SPEC.hemY - 10} ${edgeX + 40} ${SPEC.hemY + 6}`,
    ),
  );
  parts.push(chestWelt(t, cx + 100, 560, 100));
  parts.push(
    drawCollar(t, {
      neckY: SPEC.neckY,
      neckHalf: SPEC.neckHalf,
      standHeight: 38,
      collarTip: [470, 396],
      left: {
        gorge: [596, 340],
        notch: [530, 380],
        lapelPoint: [470, 424],
        breakPoint: [cx - 2, 660],
        belly: 22,
      },
      right: {
        gorge: [684, 340],
        notch: [750, 380],
        lapelPoint: [810, 424],
        breakPoint: [edgeX + 4, 650],
        belly: 22,
      },
    }),
  );
  for (const y of [700, 830, 960]) parts.push(button(cx - 8, y, 15, "horn"));
  return { defs: collarDefs(t), content: parts.join(""), shadow: { cx, cy: 1480, rx: 320, ry: 30 } };
};
