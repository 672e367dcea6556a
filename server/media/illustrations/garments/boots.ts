// Chelsea boots: a clean calf shaft shaped to the ankle, elasticated side gusset, pull tab at
// the heel, stacked heel and a slim leather sole. Side profile, toe to the left.
import { pairView, singleView, type Shoe } from "../footwear";
import { lens } from "../geometry";
import { fill, fold, panel, seam, sheen, texture } from "../paint";
import type { DrawGarment } from "../types";
import type { FabricTints } from "../tints";

const UPPER =
  "M 232 1176 C 220 1140 232 1100 302 1080 C 400 1056 500 1030 560 990 C 600 950 624 860 626 760 C 628 680 624 600 620 540 Q 740 528 860 540 C 856 640 856 760 880 850 C 900 910 960 950 996 980 C 1032 1010 1044 1090 1032 1176 Z";

function boot(t: FabricTints): Shoe {
  const sole = "M 232 1166 Q 228 1190 262 1192 L 1036 1192 L 1036 1166 Z";
  const heel = "M 866 1188 L 1036 1188 L 1034 1212 L 870 1212 Z";
  const opening = "M 620 540 Q 740 510 860 540 Q 740 556 620 540 Z";
  const gusset = "M 700 548 L 790 548 L 774 830 Q 746 852 720 830 Z";
  const tab = "M 826 478 L 862 478 Q 870 478 870 488 L 866 566 L 828 566 Z";
  return {
    outline: `${UPPER} ${sole} ${heel}`,
    markup: [
      fill(heel, "#3A281C"),
      fill(sole, "#4E3626"),
      fill(opening, "url(#inside)"),
      `<g transform="translate(2 4)">${fold(t, tab, 0.3)}</g>`,
      panel(t, tab, "leather"),
      panel(t, UPPER, "leather"),
      fill(gusset, t.deep),
      texture(gusset, "rib"),
      seam(t, gusset, 2),
      seam(t, "M 296 1120 C 420 1090 520 1060 586 1010", 2),
      sheen(t, lens([256, 1114], [430, 1054], 10, -8), 0.6),
      sheen(t, lens([646, 580], [630, 930], 10, 8), 0.4),
      fold(t, lens([572, 1000], [720, 1016], 8, -6), 0.3),
      fold(t, lens([600, 960], [700, 950], 6, -4), 0.24),
      fold(t, lens([870, 870], [950, 1000], 10, 6), 0.25),
    ].join(""),
  };
}

export const boots: DrawGarment = (t, view) => (view === 1 ? pairView(boot(t)) : singleView(boot(t)));
