// Minimal leather court sneakers: a stitched off-white cupsole, tonal laces, perforated toe,
// padded collar and a contrast heel tab. Side profile, toe to the left.
import { pairView, singleView, type Shoe } from "../footwear";
import { lens } from "../geometry";
import { fill, fold, panel, seam, sheen, stitch } from "../paint";
import type { DrawGarment } from "../types";
import type { FabricTints } from "../tints";

const UPPER =
  "M 244 1136 C 226 1086 256 1036 340 1020 C 430 1004 520 980 580 936 C 630 898 680 868 720 852 L 748 846 C 790 870 830 892 880 894 C 930 896 980 870 1010 850 C 1044 880 1062 980 1050 1136 Z";
const TONGUE = "M 690 872 C 700 840 720 812 748 806 C 770 804 784 826 790 868 L 748 890 Z";
const COLLAR = "M 748 846 C 820 830 940 830 1010 850 C 980 870 930 896 880 894 C 830 892 790 870 748 846 Z";

function sneaker(t: FabricTints): Shoe {
  const sole = "M 226 1120 C 214 1170 236 1208 290 1212 L 1016 1212 C 1050 1210 1060 1180 1056 1120 Z";
  const tab = "M 1010 850 C 1040 880 1052 980 1050 1120 L 996 1120 C 998 1020 990 920 968 874 Z";
  const eyelets = [0, 1, 2, 3, 4].map((i) => [548 + i * 40, 990 - i * 28] as const);
  const laces = eyelets
    .map(
      ([x, y], i) =>
        `<path d="M ${x - 18} ${y + 16} L ${x + 24} ${y - 12}" stroke="${i % 2 ? t.highlight : t.light}" stroke-width="10" stroke-linecap="round"/>`,
    )
    .join("");
  const perforations = [0, 1, 2, 3, 4, 5]
    .flatMap((i) =>
      [0, 1].map(
        (j) =>
          `<circle cx="${310 + i * 28 + j * 14}" cy="${1068 - i * 8 + j * 18}" r="2.8" fill="${t.deep}" fill-opacity="0.7"/>`,
      ),
    )
    .join("");
  return {
    outline: `${UPPER} ${TONGUE} ${sole}`,
    markup: [
      panel(t, TONGUE, "body"),
      fill(COLLAR, "url(#inside)"),
      panel(t, UPPER, "leather"),
      // Padded collar: a soft roll along the opening.
      sheen(t, lens([760, 860], [1000, 862], 8, 14), 0.45),
      seam(t, "M 560 1128 C 600 1040 700 960 860 920", 2.5),
      stitch(t, "M 578 1128 C 618 1050 714 974 866 936"),
      seam(t, "M 330 1128 C 360 1090 400 1064 470 1052", 2),
      perforations,
      `<g transform="translate(3 4)">${fold(t, tab, 0.3)}</g>`,
      fill(tab, t.deep),
      laces,
      ...eyelets.map(([x, y]) => `<circle cx="${x + 26}" cy="${y - 14}" r="4.5" fill="${t.deep}"/>`),
      sheen(t, lens([268, 1086], [440, 1030], 10, -6), 0.55),
      `<path d="${sole}" fill="url(#sole)" stroke="#CFC6B8" stroke-width="2"/>`,
      `<path d="M 238 1148 L 1050 1148" stroke="#BFB5A6" stroke-width="2" stroke-dasharray="6 5"/>`,
      `<path d="M 230 1184 C 260 1194 1000 1194 1054 1184" fill="none" stroke="#D9D1C4" stroke-width="3"/>`,
    ].join(""),
  };
}

export const sneakers: DrawGarment = (t, view) =>
  view === 1 ? pairView(sneaker(t)) : singleView(sneaker(t));
