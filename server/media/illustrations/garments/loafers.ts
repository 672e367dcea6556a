// Penny loafers in polished calf: moc-toe apron, saddle strap with its slot, stacked leather
// heel. Side profile, toe to the left.
import { pairView, singleView, type Shoe } from "../footwear";
import { lens } from "../geometry";
import { fill, fold, panel, seam, sheen, stitch } from "../paint";
import type { DrawGarment } from "../types";
import type { FabricTints } from "../tints";

// The near topline dips low along the side; the far side's lining shows above it.
const UPPER =
  "M 232 1176 C 220 1140 232 1098 302 1078 C 400 1050 500 1010 570 968 C 592 956 612 952 628 956 C 700 992 780 1018 850 1016 C 910 1014 962 998 1002 982 C 1032 1002 1044 1090 1032 1176 Z";
const LINING =
  "M 628 956 C 720 940 900 950 1002 982 C 962 998 910 1014 850 1016 C 780 1018 700 992 628 956 Z";

function loafer(t: FabricTints): Shoe {
  const sole = "M 232 1166 Q 228 1190 262 1192 L 1036 1192 L 1036 1166 Z";
  const heel = "M 874 1190 L 1036 1190 L 1034 1212 L 878 1212 Z";
  const strap = "M 560 976 C 620 998 690 1014 760 1020 L 764 1064 C 690 1060 620 1044 566 1022 Z";
  return {
    outline: `${UPPER} ${sole} ${heel}`,
    markup: [
      fill(heel, "#3A281C"),
      fill(sole, "#5A3F2B"),
      `<path d="M 242 1180 L 1032 1180" stroke="#B08660" stroke-width="2" stroke-dasharray="5 4"/>`,
      fill(LINING, "url(#inside)"),
      panel(t, UPPER, "leather"),
      // Moc-toe apron seam, raised and hand-stitched.
      seam(t, "M 288 1098 C 360 1060 470 1012 568 976", 3),
      stitch(t, "M 296 1110 C 368 1072 476 1026 572 990"),
      seam(t, "M 948 1004 C 954 1060 958 1110 960 1172", 2),
      `<g transform="translate(3 7)">${fold(t, strap, 0.32)}</g>`,
      panel(t, strap, "leather"),
      `<path d="M 626 1024 Q 666 1010 706 1028 Q 666 1040 626 1024 Z" fill="#140E0A" fill-opacity="0.7"/>`,
      sheen(t, lens([256, 1112], [430, 1046], 10, -8), 0.6),
      sheen(t, lens([660, 994], [860, 1030], 5, 6), 0.4),
      fold(t, lens([680, 1110], [1000, 1130], 20, -4), 0.22),
    ].join(""),
  };
}

export const loafers: DrawGarment = (t, view) => (view === 1 ? pairView(loafer(t)) : singleView(loafer(t)));
