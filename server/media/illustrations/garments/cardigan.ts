// A fine-knit V-neck cardigan: button band, patch pockets, ribbed hem and cuffs. The
// alternate view is folded with the buttons showing.
import { drawFolded, FOLDED_SHADOW } from "../folded";
import { FRAME } from "../geometry";
import { button, fold, panel, texture } from "../paint";
import type { DrawGarment } from "../types";
import { knitBody, SWEATER } from "./knit-sweater";

const cx = FRAME.cx;

const SPEC = { ...SWEATER, neckHalf: 70, neckDepth: 300, shoulderHalf: 252, waistHalf: 226, hemHalf: 226 };

function band(): string {
  const y = SPEC.neckY;
  return `M ${cx - SPEC.neckHalf - 22} ${y - 4} L ${cx - 22} ${y + 330} L ${cx - 22} ${SPEC.hemY + 4} L ${cx + 22} ${SPEC.hemY + 4} L ${cx + 22} ${y + 330} L ${cx + SPEC.neckHalf + 22} ${y - 4} L ${cx + SPEC.neckHalf} ${y + 2} L ${cx} ${y + 296} L ${cx - SPEC.neckHalf} ${y + 2} Z`;
}

function pocket(x: number): string {
  const y = SPEC.hemY - 300;
  return `M ${x} ${y} L ${x + 130} ${y} L ${x + 128} ${y + 150} L ${x + 2} ${y + 150} Z`;
}

export const cardigan: DrawGarment = (t, view) => {
  if (view === 2) {
    return { content: drawFolded(t, { neck: "vee", knit: true, buttons: true }), shadow: FOLDED_SHADOW };
  }
  const parts = [knitBody(t, SPEC)];
  for (const x of [cx - 190, cx + 60]) {
    const d = pocket(x);
    parts.push(
      `<g transform="translate(3 6)">${fold(t, d, 0.28)}</g>`,
      panel(t, d, "body"),
      texture(d, "knit"),
    );
    parts.push(
      texture(
        `M ${x} ${SPEC.hemY - 300} L ${x + 130} ${SPEC.hemY - 300} L ${x + 130} ${SPEC.hemY - 270} L ${x} ${SPEC.hemY - 270} Z`,
        "ribH",
      ),
    );
  }
  const d = band();
  parts.push(`<g transform="translate(4 6)">${fold(t, d, 0.3)}</g>`, panel(t, d, "body"), texture(d, "rib"));
  for (const y of [690, 800, 910, 1020, 1130]) parts.push(button(cx, y, 11, "tonal"));
  return { content: parts.join(""), shadow: { cx, cy: 1320, rx: 330, ry: 30 }, zoom: 1.1, shiftY: -30 };
};
