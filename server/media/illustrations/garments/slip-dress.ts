// A bias-cut satin slip dress: fine straps, a soft cowl at the neckline and the liquid
// highlights of satin. The back view shows the low scooped back.
import { FRAME, lens } from "../geometry";
import { drape, fill, fold, formLight, panel, sheen } from "../paint";
import type { DrawGarment } from "../types";
import type { FabricTints } from "../tints";

const cx = FRAME.cx;
const TOP = 400;
const HEM = 1450;

function body(neckDip: number): string {
  return `M ${cx - 150} ${TOP} Q ${cx} ${TOP + neckDip} ${cx + 150} ${TOP} C ${cx + 176} ${TOP + 90} ${cx + 172} ${TOP + 170} ${cx + 140} ${TOP + 300} C ${cx + 150} ${TOP + 500} ${cx + 240} ${HEM - 300} ${cx + 272} ${HEM} Q ${cx + 140} ${HEM + 22} ${cx} ${HEM + 10} Q ${cx - 140} ${HEM + 22} ${cx - 272} ${HEM} C ${cx - 240} ${HEM - 300} ${cx - 150} ${TOP + 500} ${cx - 140} ${TOP + 300} C ${cx - 172} ${TOP + 170} ${cx - 176} ${TOP + 90} ${cx - 150} ${TOP} Z`;
}

/**
 * On the form, each strap rises from the front, loops over the shoulder and returns down the
 * back: the far half is drawn first, in shadow, then the near half over it.
 */
function straps(t: FabricTints, crossed: boolean): string {
  const parts: string[] = [];
  for (const side of [-1, 1] as const) {
    const front = cx + side * 124;
    const back = crossed ? cx - side * 70 : cx + side * 84;
    const peak = cx + side * 112;
    const far = `M ${peak} ${TOP - 150} Q ${back + side * 6} ${TOP - 120} ${back} ${TOP - 10}`;
    const near = `M ${front} ${TOP + 8} Q ${front + side * 6} ${TOP - 120} ${peak} ${TOP - 150}`;
    parts.push(`<path d="${far}" fill="none" stroke="${t.inside}" stroke-width="9" stroke-linecap="round"/>`);
    parts.push(
      `<path d="${near}" fill="none" stroke="${t.shade}" stroke-width="10" stroke-linecap="round"/>`,
    );
    parts.push(
      `<path d="${near}" fill="none" stroke="${t.highlight}" stroke-width="3" stroke-opacity="0.5" stroke-linecap="round"/>`,
    );
  }
  return parts.join("");
}

function satin(t: FabricTints): string {
  // Satin reads through long, bright, narrow highlights running with the bias.
  return [
    sheen(t, lens([cx - 110, TOP + 320], [cx - 190, HEM - 20], 22, -14), 0.55),
    sheen(t, lens([cx - 20, TOP + 360], [cx - 40, HEM - 10], 12, 10), 0.4),
    sheen(t, lens([cx + 70, TOP + 340], [cx + 150, HEM - 20], 10, -8), 0.3),
    fold(t, lens([cx - 60, TOP + 340], [cx - 110, HEM], 16, 6), 0.3),
    fold(t, lens([cx + 30, TOP + 360], [cx + 60, HEM], 14, -8), 0.3),
    fold(t, lens([cx + 120, TOP + 330], [cx + 220, HEM], 16, 6), 0.34),
    sheen(t, lens([cx - 130, TOP + 40], [cx - 120, TOP + 280], 12, -10), 0.4),
  ].join("");
}

export const slipDress: DrawGarment = (t, view) => {
  const shadow = { cx, cy: HEM + 60, rx: 330, ry: 28 };
  if (view === 2) {
    const d = body(40);
    const scoop = `M ${cx - 120} ${TOP + 6} Q ${cx} ${TOP + 380} ${cx + 120} ${TOP + 6} Z`;
    return {
      content: [
        straps(t, true),
        panel(t, d),
        drape(d),
        formLight(d),
        satin(t),
        fill(scoop, "url(#inside)"),
        sheen(t, lens([cx - 110, TOP + 20], [cx - 10, TOP + 200], 6, -10), 0.4),
      ].join(""),
      shadow,
    };
  }
  const d = body(120);
  const cowl = [
    fold(
      t,
      `M ${cx - 130} ${TOP + 20} Q ${cx} ${TOP + 150} ${cx + 130} ${TOP + 20} Q ${cx} ${TOP + 120} ${cx - 130} ${TOP + 20} Z`,
      0.35,
    ),
    sheen(
      t,
      `M ${cx - 120} ${TOP + 40} Q ${cx} ${TOP + 180} ${cx + 120} ${TOP + 40} Q ${cx} ${TOP + 156} ${cx - 120} ${TOP + 40} Z`,
      0.45,
    ),
    fold(
      t,
      `M ${cx - 100} ${TOP + 80} Q ${cx} ${TOP + 220} ${cx + 100} ${TOP + 80} Q ${cx} ${TOP + 192} ${cx - 100} ${TOP + 80} Z`,
      0.3,
    ),
  ];
  const inside = `M ${cx - 150} ${TOP} Q ${cx} ${TOP + 120} ${cx + 150} ${TOP} Q ${cx} ${TOP - 30} ${cx - 150} ${TOP} Z`;
  return {
    content: [
      straps(t, false),
      fill(inside, "url(#inside)"),
      panel(t, d),
      drape(d),
      formLight(d),
      satin(t),
      ...cowl,
    ].join(""),
    shadow,
  };
};
