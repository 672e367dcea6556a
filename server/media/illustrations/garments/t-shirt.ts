// A heavyweight jersey t-shirt: boxy body, short sleeves, ribbed crew neck. The alternate view
// is folded.
import { drawFolded, FOLDED_SHADOW } from "../folded";
import { FRAME, lens } from "../geometry";
import { neckRib } from "../knit";
import { fold, sheen, stitch } from "../paint";
import type { DrawGarment } from "../types";
import { drawUpperBase, sleeveGeometry, type TopSpec } from "../upper-body";

const cx = FRAME.cx;

const SPEC: TopSpec = {
  neckY: 360,
  neckHalf: 74,
  neckDepth: 44,
  shoulderHalf: 258,
  shoulderDrop: 50,
  armpitY: 620,
  waistY: 900,
  waistHalf: 240,
  hemY: 1230,
  hemHalf: 246,
  hemCurve: 4,
  sleeve: { endY: 720, flare: 90, cuffHalf: 92 },
};

export const tShirt: DrawGarment = (t, view) => {
  if (view === 2) return { content: drawFolded(t, { neck: "crew" }), shadow: FOLDED_SHADOW };
  const under = [
    fold(t, lens([cx - 200, 660], [cx - 60, 860], 12, -10), 0.2),
    fold(t, lens([cx + 190, 680], [cx + 70, 900], 12, 10), 0.22),
    fold(t, lens([cx - 120, 1000], [cx - 90, 1200], 10, 4), 0.18),
    sheen(t, lens([cx - 180, 700], [cx - 40, 920], 10, -10), 0.22),
    stitch(
      t,
      `M ${cx - SPEC.hemHalf + 4} ${SPEC.hemY - 30} Q ${cx} ${SPEC.hemY - 22} ${cx + SPEC.hemHalf - 4} ${SPEC.hemY - 30}`,
    ),
  ].join("");
  const onSleeves = ([-1, 1] as const)
    .map((side) => {
      const g = sleeveGeometry(SPEC, side);
      return stitch(
        t,
        `M ${g.outerCuff[0] - side * 3} ${g.outerCuff[1] - 26} L ${g.innerCuff[0] + side * 3} ${g.innerCuff[1] - 26}`,
      );
    })
    .join("");
  return {
    content: drawUpperBase(t, SPEC, { under, onSleeves }) + neckRib(t, SPEC, 20),
    shadow: { cx, cy: 1300, rx: 330, ry: 30 },
    zoom: 1.1,
    shiftY: -20,
  };
};
