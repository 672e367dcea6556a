// A crisp long-sleeved shirt: pointed collar on a band, button placket with mother-of-pearl
// buttons, chest pocket, barrel cuffs and a curved shirttail hem. The back shows the yoke and
// box pleat.
import { FRAME, lens } from "../geometry";
import { button, fill, fold, panel, seam, sheen, stitch } from "../paint";
import type { DrawGarment } from "../types";
import type { FabricTints } from "../tints";
import { cuffBand, drawUpperBase, sleeveGeometry, type TopSpec } from "../upper-body";

const cx = FRAME.cx;

const SPEC: TopSpec = {
  neckY: 300,
  neckHalf: 58,
  neckDepth: 30,
  shoulderHalf: 230,
  shoulderDrop: 46,
  armpitY: 580,
  waistY: 870,
  waistHalf: 206,
  hemY: 1250,
  hemHalf: 222,
  hemCurve: 30,
  sleeve: { endY: 1190, flare: 24, cuffHalf: 50 },
};

const SHADOW = { cx, cy: 1360, rx: 310, ry: 28 };

function cuffs(t: FabricTints): string {
  return ([-1, 1] as const)
    .map((side) => {
      const d = cuffBand(SPEC, side, 78);
      const g = sleeveGeometry(SPEC, side);
      const bx = g.outerCuff[0] * 0.3 + g.innerCuff[0] * 0.7;
      return [
        fold(
          t,
          lens(
            [g.outerCuff[0] - side * 10, g.outerCuff[1] - 150],
            [g.outerCuff[0] - side * 40, g.outerCuff[1] - 80],
            6,
            2,
          ),
          0.3,
        ),
        fold(
          t,
          lens(
            [g.innerCuff[0] + side * 10, g.innerCuff[1] - 140],
            [g.innerCuff[0] + side * 50, g.innerCuff[1] - 82],
            5,
            -2,
          ),
          0.3,
        ),
        panel(t, d, side === -1 ? "sleeveL" : "sleeveR"),
        stitch(
          t,
          `M ${g.outerCuff[0] - side * 4} ${g.outerCuff[1] - 70} L ${g.innerCuff[0] + side * 4} ${g.innerCuff[1] - 70}`,
        ),
        button(bx, g.outerCuff[1] - 36, 7, "pearl"),
      ].join("");
    })
    .join("");
}

function collar(t: FabricTints): string {
  const y = SPEC.neckY;
  const inside = `M ${cx - 66} ${y - 8} C ${cx - 60} ${y - 40} ${cx + 60} ${y - 40} ${cx + 66} ${y - 8} L ${cx} ${y + 40} Z`;
  const leaf = (side: -1 | 1) =>
    `M ${cx + side * 2} ${y + 38} L ${cx + side * 104} ${y + 112} Q ${cx + side * 118} ${y + 40} ${cx + side * 90} ${y - 10} Q ${cx + side * 60} ${y - 38} ${cx + side * 8} ${y - 38} Q ${cx + side * 56} ${y - 18} ${cx + side * 62} ${y + 4} Z`;
  const parts = [fill(inside, "url(#inside)")];
  for (const side of [-1, 1] as const) {
    const d = leaf(side);
    parts.push(
      `<g transform="translate(${side * 3} 8)">${fold(t, d, 0.3)}</g>`,
      panel(t, d, side === -1 ? "sleeveL" : "body"),
    );
    parts.push(
      stitch(
        t,
        `M ${cx + side * 14} ${y + 40} L ${cx + side * 100} ${y + 100} Q ${cx + side * 110} ${y + 40} ${cx + side * 84} ${y - 4}`,
      ),
    );
  }
  parts.push(button(cx, y + 22, 6, "pearl"));
  return parts.join("");
}

export const shirt: DrawGarment = (t, view) => {
  const folds = [
    fold(t, lens([cx - 190, 620], [cx - 80, 800], 10, -8), 0.2),
    fold(t, lens([cx + 180, 640], [cx + 80, 820], 10, 8), 0.22),
    fold(t, lens([cx - 110, 1000], [cx - 70, 1230], 8, 4), 0.2),
    fold(t, lens([cx + 120, 990], [cx + 90, 1220], 8, -4), 0.2),
    sheen(t, lens([cx - 170, 640], [cx - 110, 1120], 10, -6), 0.22),
  ];
  if (view === 2) {
    const y = SPEC.neckY;
    const yoke = `M ${cx - 226} ${y + 120} Q ${cx} ${y + 150} ${cx + 226} ${y + 120}`;
    const pleat = [
      fold(t, lens([cx - 30, y + 140], [cx - 36, SPEC.hemY], 6, 0), 0.3),
      fold(t, lens([cx + 30, y + 140], [cx + 36, SPEC.hemY], 6, 0), 0.3),
      sheen(t, lens([cx - 20, y + 160], [cx - 22, SPEC.hemY - 40], 5, 0), 0.3),
    ];
    const band = `M ${cx - 64} ${y - 30} Q ${cx} ${y - 44} ${cx + 64} ${y - 30} L ${cx + 96} ${y + 26} Q ${cx} ${y + 46} ${cx - 96} ${y + 26} Z`;
    return {
      content: [
        drawUpperBase(
          t,
          { ...SPEC, neckDepth: 6 },
          {
            insideRise: 0,
            under: [
              ...folds,
              ...pleat,
              seam(t, yoke),
              stitch(t, `M ${cx - 226} ${y + 132} Q ${cx} ${y + 162} ${cx + 226} ${y + 132}`),
            ].join(""),
            onSleeves: cuffs(t),
          },
        ),
        `<g transform="translate(0 8)">${fold(t, band, 0.3)}</g>`,
        panel(t, band, "body"),
        stitch(t, `M ${cx - 90} ${y + 16} Q ${cx} ${y + 34} ${cx + 90} ${y + 16}`),
      ].join(""),
      shadow: SHADOW,
      zoom: 1.06,
      shiftY: -20,
    };
  }
  const placket = `M ${cx - 22} ${SPEC.neckY + 36} L ${cx + 22} ${SPEC.neckY + 36} L ${cx + 22} ${SPEC.hemY + 28} L ${cx - 22} ${SPEC.hemY + 28} Z`;
  const pocket = `M ${cx + 70} 520 L ${cx + 180} 520 L ${cx + 180} 650 L ${cx + 125} 672 L ${cx + 70} 650 Z`;
  const under = [
    ...folds,
    panel(t, placket, "body"),
    stitch(t, `M ${cx - 14} ${SPEC.neckY + 50} L ${cx - 14} ${SPEC.hemY + 20}`),
    stitch(t, `M ${cx + 14} ${SPEC.neckY + 50} L ${cx + 14} ${SPEC.hemY + 20}`),
    `<g transform="translate(2 4)">${fold(t, pocket, 0.22)}</g>`,
    panel(t, pocket, "body"),
    stitch(t, `M ${cx + 70} 536 L ${cx + 180} 536`),
  ];
  for (const y of [470, 590, 710, 830, 950, 1070, 1190]) under.push(button(cx, y, 8, "pearl"));
  return {
    content: drawUpperBase(t, SPEC, { under: under.join(""), onSleeves: cuffs(t) }) + collar(t),
    shadow: SHADOW,
    zoom: 1.06,
    shiftY: -20,
  };
};
