// Straight-leg five-pocket jeans: tobacco top-stitching, copper rivets, coin pocket, button
// fly; the back has the yoke, patch pockets and leather label.
import { FRAME, lens } from "../geometry";
import { beltLoops, drawLegs, legsPath, waistbandPath, type LegSpec } from "../lower-body";
import { fold, panel, seam, sheen, texture } from "../paint";
import type { DrawGarment } from "../types";

const cx = FRAME.cx;
const THREAD = "#C8924A";

const SPEC: LegSpec = {
  waistY: 190,
  waistHalf: 200,
  hipY: 430,
  hipHalf: 234,
  crotchY: 590,
  hemY: 1430,
  hemOuter: 216,
  hemInner: 30,
};
const BAND = 56;

function thread(d: string, width = 2.4): string {
  return `<path d="${d}" fill="none" stroke="${THREAD}" stroke-width="${width}" stroke-dasharray="8 5" stroke-linecap="round" stroke-opacity="0.9"/>`;
}

function rivet(x: number, y: number): string {
  return `<circle cx="${x}" cy="${y}" r="6" fill="url(#metal)"/><circle cx="${x - 1.5}" cy="${y - 1.5}" r="2" fill="#FFF6DA" fill-opacity="0.8"/>`;
}

export const jeans: DrawGarment = (t, view) => {
  const parts = [drawLegs(t, SPEC), texture(legsPath(SPEC), "twill")];
  // Whiskers and knee wear: paler streaks where the cloth creases in wear.
  for (const side of [-1, 1] as const) {
    for (const [dy, len] of [
      [0, 120],
      [30, 100],
      [60, 80],
    ] as const) {
      parts.push(
        sheen(
          t,
          lens(
            [cx + side * 30, SPEC.crotchY - 40 + dy],
            [cx + side * (30 + len), SPEC.crotchY - 70 + dy * 1.4],
            4,
            side * -3,
          ),
          0.45,
        ),
      );
    }
    parts.push(
      thread(
        `M ${cx + side * (SPEC.hemOuter - 6)} ${SPEC.hemY - 26} L ${cx + side * (SPEC.hemInner + 4)} ${SPEC.hemY - 26}`,
      ),
    );
  }
  const band = waistbandPath(SPEC, BAND);
  if (view === 1) {
    for (const side of [-1, 1] as const) {
      const pocket = `M ${cx + side * (SPEC.waistHalf - 80)} ${SPEC.waistY + BAND} Q ${cx + side * (SPEC.waistHalf - 70)} ${SPEC.hipY - 110} ${cx + side * (SPEC.hipHalf - 4)} ${SPEC.hipY - 90}`;
      parts.push(
        fold(
          t,
          lens(
            [cx + side * (SPEC.waistHalf - 78), SPEC.waistY + BAND + 4],
            [cx + side * (SPEC.hipHalf - 6), SPEC.hipY - 92],
            8,
            side * 18,
          ),
          0.3,
        ),
      );
      parts.push(
        seam(t, pocket, 2.6),
        thread(
          `M ${cx + side * (SPEC.waistHalf - 68)} ${SPEC.waistY + BAND} Q ${cx + side * (SPEC.waistHalf - 58)} ${SPEC.hipY - 124} ${cx + side * (SPEC.hipHalf - 4)} ${SPEC.hipY - 104}`,
        ),
      );
      parts.push(
        rivet(cx + side * (SPEC.waistHalf - 78), SPEC.waistY + BAND + 10),
        rivet(cx + side * (SPEC.hipHalf - 10), SPEC.hipY - 96),
      );
    }
    // Coin pocket: stitched on three sides, open at the top.
    parts.push(
      thread(
        `M ${cx + 120} ${SPEC.waistY + BAND} L ${cx + 124} ${SPEC.waistY + BAND + 74} L ${cx + 178} ${SPEC.waistY + BAND + 70} L ${cx + 176} ${SPEC.waistY + BAND}`,
      ),
    );
    parts.push(seam(t, `M ${cx} ${SPEC.waistY + BAND} L ${cx} ${SPEC.crotchY - 10}`));
    parts.push(
      thread(
        `M ${cx - 44} ${SPEC.waistY + BAND + 4} L ${cx - 44} ${SPEC.crotchY - 80} Q ${cx - 42} ${SPEC.crotchY - 26} ${cx - 4} ${SPEC.crotchY - 20}`,
      ),
    );
  } else {
    const yoke = `M ${cx - SPEC.hipHalf + 4} ${SPEC.waistY + BAND + 70} L ${cx} ${SPEC.waistY + BAND + 120} L ${cx + SPEC.hipHalf - 4} ${SPEC.waistY + BAND + 70}`;
    parts.push(
      seam(t, yoke, 2.6),
      thread(
        `M ${cx - SPEC.hipHalf + 4} ${SPEC.waistY + BAND + 82} L ${cx} ${SPEC.waistY + BAND + 132} L ${cx + SPEC.hipHalf - 4} ${SPEC.waistY + BAND + 82}`,
        2.2,
      ),
    );
    parts.push(
      seam(t, `M ${cx} ${SPEC.waistY + BAND + 120} L ${cx} ${SPEC.crotchY - 10}`),
      thread(`M ${cx - 10} ${SPEC.waistY + BAND + 124} L ${cx - 10} ${SPEC.crotchY - 14}`),
    );
    for (const side of [-1, 1] as const) {
      const x = cx + side * 118;
      const y = SPEC.waistY + BAND + 130;
      const pocket = `M ${x - 76} ${y} L ${x + 76} ${y - side * 6} L ${x + 70} ${y + 170} L ${x} ${y + 200} L ${x - 70} ${y + 172} Z`;
      parts.push(
        `<g transform="translate(3 6)">${fold(t, pocket, 0.3)}</g>`,
        panel(t, pocket, "body"),
        texture(pocket, "twill"),
      );
      parts.push(
        thread(`M ${x - 66} ${y + 14} L ${x + 66} ${y + 8}`),
        thread(
          `M ${x - 52} ${y + 80} Q ${x - 26} ${y + 110} ${x} ${y + 90} Q ${x + 26} ${y + 110} ${x + 52} ${y + 80}`,
        ),
      );
    }
  }
  parts.push(
    `<g transform="translate(0 6)">${fold(t, band, 0.3)}</g>`,
    panel(t, band, "body"),
    texture(band, "twill"),
  );
  parts.push(
    thread(
      `M ${cx - SPEC.waistHalf + 4} ${SPEC.waistY + 10} Q ${cx} ${SPEC.waistY + 18} ${cx + SPEC.waistHalf - 4} ${SPEC.waistY + 10}`,
    ),
  );
  parts.push(
    thread(
      `M ${cx - SPEC.waistHalf + 4} ${SPEC.waistY + BAND - 10} Q ${cx} ${SPEC.waistY + BAND - 2} ${cx + SPEC.waistHalf - 4} ${SPEC.waistY + BAND - 10}`,
    ),
  );
  parts.push(beltLoops(t, SPEC, BAND, view === 1 ? [-176, -96, 96, 176] : [-176, -100, 0, 100, 176]));
  if (view === 1) {
    parts.push(
      `<circle cx="${cx - 20}" cy="${SPEC.waistY + BAND / 2 + 4}" r="14" fill="url(#metal)"/><circle cx="${cx - 20}" cy="${SPEC.waistY + BAND / 2 + 4}" r="9" fill="none" stroke="#7A5E30" stroke-width="2"/>`,
    );
  } else {
    const patch = `M ${cx + 80} ${SPEC.waistY + 8} L ${cx + 170} ${SPEC.waistY + 6} L ${cx + 172} ${SPEC.waistY + BAND - 6} L ${cx + 82} ${SPEC.waistY + BAND - 4} Z`;
    parts.push(`<path d="${patch}" fill="#9B6A43" stroke="#6E4527" stroke-width="2"/>`);
  }
  return { content: parts.join(""), shadow: { cx, cy: 1460, rx: 300, ry: 26 } };
};
