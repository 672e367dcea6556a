// A relaxed crew-neck sweater with dropped shoulders and ribbed bands; the alternate view is
// the sweater folded. The turtleneck shares the body and swaps the neckline for a rolled collar.
import { drawFolded, FOLDED_SHADOW } from "../folded";
import { FRAME, lens } from "../geometry";
import { cuffRibs, hemRib, neckRib } from "../knit";
import { fold, panel, sheen, texture } from "../paint";
import type { DrawGarment } from "../types";
import { bodyPath, drawUpperBase, sleevePath, type TopSpec } from "../upper-body";
import type { FabricTints } from "../tints";

const cx = FRAME.cx;

export const SWEATER: TopSpec = {
  neckY: 330,
  neckHalf: 76,
  neckDepth: 46,
  shoulderHalf: 262,
  shoulderDrop: 60,
  armpitY: 640,
  waistY: 920,
  waistHalf: 236,
  hemY: 1250,
  hemHalf: 236,
  hemCurve: 4,
  sleeve: { endY: 1200, flare: 30, cuffHalf: 60 },
};

const SHADOW = { cx, cy: 1320, rx: 330, ry: 30 };

/** Body and sleeves with the knit texture, soft folds and ribbed hem and cuffs. */
export function knitBody(t: FabricTints, s: TopSpec): string {
  const under = [
    texture(bodyPath(s), "knit"),
    fold(t, lens([cx - 160, s.hemY - 300], [cx - 120, s.hemY - 80], 10, -6), 0.22),
    fold(t, lens([cx + 150, s.hemY - 320], [cx + 110, s.hemY - 90], 10, 6), 0.22),
    sheen(t, lens([cx - 200, s.armpitY + 40], [cx - 130, s.hemY - 120], 10, -8), 0.18),
    hemRib(t, s, 70),
  ].join("");
  const onSleeves = [
    texture(sleevePath(s, -1), "knit"),
    texture(sleevePath(s, 1), "knit"),
    cuffRibs(t, s, 70),
  ].join("");
  return drawUpperBase(t, s, { under, onSleeves });
}

export const knitSweater: DrawGarment = (t, view) =>
  view === 2
    ? { content: drawFolded(t, { neck: "crew", knit: true }), shadow: FOLDED_SHADOW }
    : { content: knitBody(t, SWEATER) + neckRib(t, SWEATER, 24), shadow: SHADOW, zoom: 1.1, shiftY: -30 };

function rollNeck(t: FabricTints): string {
  const y = SWEATER.neckY;
  const roll = `M ${cx - 104} ${y + 40} C ${cx - 118} ${y - 10} ${cx - 110} ${y - 84} ${cx - 92} ${y - 110} Q ${cx} ${y - 126} ${cx + 92} ${y - 110} C ${cx + 110} ${y - 84} ${cx + 118} ${y - 10} ${cx + 104} ${y + 40} C ${cx + 40} ${y + 66} ${cx - 40} ${y + 66} ${cx - 104} ${y + 40} Z`;
  const opening = `M ${cx - 90} ${y - 108} Q ${cx} ${y - 80} ${cx + 90} ${y - 108} Q ${cx} ${y - 130} ${cx - 90} ${y - 108} Z`;
  return [
    `<g transform="translate(0 12)">${fold(t, roll, 0.32)}</g>`,
    panel(t, roll, "body"),
    texture(roll, "rib"),
    fold(
      t,
      `M ${cx - 106} ${y - 30} Q ${cx} ${y - 6} ${cx + 106} ${y - 30} L ${cx + 108} ${y - 14} Q ${cx} ${y + 10} ${cx - 108} ${y - 14} Z`,
      0.3,
    ),
    sheen(t, lens([cx - 92, y - 90], [cx - 80, y + 30], 8, -4), 0.35),
    `<path d="${opening}" fill="url(#inside)"/>`,
  ].join("");
}

export const turtleneck: DrawGarment = (t, view) =>
  view === 2
    ? { content: drawFolded(t, { neck: "turtle", knit: true }), shadow: FOLDED_SHADOW }
    : {
        content: knitBody(t, { ...SWEATER, neckHalf: 84, neckDepth: 20 }) + rollNeck(t),
        shadow: SHADOW,
        zoom: 1.08,
        shiftY: -20,
      };
