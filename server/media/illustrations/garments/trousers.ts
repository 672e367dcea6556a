// Tailored wide-leg trousers: pleated front, slant pockets, pressed creases and a clean hem.
// The back shows welt pockets and darts.
import { FRAME, lens } from "../geometry";
import { beltLoops, drawLegs, waistbandPath, type LegSpec } from "../lower-body";
import { button, fold, panel, seam, sheen, stitch } from "../paint";
import type { DrawGarment } from "../types";

const cx = FRAME.cx;

const SPEC: LegSpec = {
  waistY: 200,
  waistHalf: 196,
  hipY: 440,
  hipHalf: 236,
  crotchY: 600,
  hemY: 1420,
  hemOuter: 262,
  hemInner: 22,
};
const BAND = 58;

export const trousers: DrawGarment = (t, view) => {
  const parts = [drawLegs(t, SPEC)];
  // Pressed creases: a crisp lit ridge down the middle of each leg.
  for (const side of [-1, 1] as const) {
    const top = cx + side * 108;
    const bottom = cx + side * 142;
    parts.push(
      sheen(t, lens([top, SPEC.waistY + BAND], [bottom, SPEC.hemY - 4], 3, 0), side === -1 ? 0.7 : 0.45),
    );
    parts.push(
      seam(
        t,
        `M ${top + side * 3} ${SPEC.waistY + BAND + 180} L ${bottom + side * 3} ${SPEC.hemY - 4}`,
        1.2,
        0.4,
      ),
    );
  }
  const band = waistbandPath(SPEC, BAND);
  if (view === 1) {
    for (const side of [-1, 1] as const) {
      parts.push(
        fold(
          t,
          lens([cx + side * 84, SPEC.waistY + BAND], [cx + side * 96, SPEC.waistY + 300], 7, side * 3),
          0.3,
        ),
      );
      parts.push(
        seam(
          t,
          `M ${cx + side * (SPEC.waistHalf - 64)} ${SPEC.waistY + BAND} L ${cx + side * (SPEC.hipHalf - 6)} ${SPEC.hipY - 60}`,
          2.6,
        ),
      );
      parts.push(
        fold(
          t,
          lens(
            [cx + side * (SPEC.waistHalf - 60), SPEC.waistY + BAND + 4],
            [cx + side * (SPEC.hipHalf - 8), SPEC.hipY - 60],
            7,
            side * -3,
          ),
          0.25,
        ),
      );
    }
    parts.push(seam(t, `M ${cx} ${SPEC.waistY + BAND} L ${cx} ${SPEC.crotchY - 10}`));
    parts.push(
      stitch(
        t,
        `M ${cx - 40} ${SPEC.waistY + BAND + 6} L ${cx - 40} ${SPEC.crotchY - 70} Q ${cx - 40} ${SPEC.crotchY - 30} ${cx - 4} ${SPEC.crotchY - 24}`,
      ),
    );
  } else {
    parts.push(seam(t, `M ${cx} ${SPEC.waistY + BAND} L ${cx} ${SPEC.crotchY - 10}`));
    for (const side of [-1, 1] as const) {
      const x = cx + side * 110;
      const y = SPEC.waistY + BAND + 90;
      parts.push(
        seam(t, `M ${x - 60} ${y} L ${x + 60} ${y}`, 3),
        seam(t, `M ${x - 60} ${y + 8} L ${x + 60} ${y + 8}`, 1.4, 0.5),
      );
      parts.push(button(x, y + 26, 8, "horn"));
      parts.push(
        seam(
          t,
          `M ${cx + side * 60} ${SPEC.waistY + BAND} L ${cx + side * 66} ${SPEC.waistY + BAND + 70}`,
          1.6,
          0.5,
        ),
      );
    }
  }
  parts.push(`<g transform="translate(0 6)">${fold(t, band, 0.3)}</g>`, panel(t, band, "body"));
  parts.push(
    stitch(
      t,
      `M ${cx - SPEC.waistHalf + 4} ${SPEC.waistY + BAND - 8} Q ${cx} ${SPEC.waistY + BAND} ${cx + SPEC.waistHalf - 4} ${SPEC.waistY + BAND - 8}`,
    ),
  );
  parts.push(beltLoops(t, SPEC, BAND, [-170, -80, 80, 170]));
  if (view === 1) parts.push(button(cx - 20, SPEC.waistY + BAND / 2 + 4, 10, "horn"));
  return { content: parts.join(""), shadow: { cx, cy: 1450, rx: 330, ry: 26 } };
};
