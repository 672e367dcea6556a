// A wool-felt fedora: pinched crown, grosgrain band with a flat bow, a brim snapped down at the
// front. The alternate view looks down on it from three-quarters.
import { FRAME, lens } from "../geometry";
import { fill, fold, panel, sheen, texture } from "../paint";
import type { DrawGarment } from "../types";
import type { FabricTints } from "../tints";

const cx = FRAME.cx;

function bandColour(t: FabricTints): string {
  return t.inside;
}

function front(t: FabricTints): string {
  const brimTop =
    "M 200 1000 C 250 930 1030 930 1080 1000 C 1060 1062 900 1096 640 1096 C 380 1096 220 1062 200 1000 Z";
  const brimEdge =
    "M 200 1000 C 220 1062 380 1096 640 1096 C 900 1096 1060 1062 1080 1000 C 1084 1016 1070 1040 1040 1060 C 960 1106 800 1120 640 1120 C 480 1120 320 1106 240 1060 C 210 1040 196 1016 200 1000 Z";
  const crown =
    "M 404 1000 C 392 860 408 700 470 618 C 520 566 600 578 640 604 C 680 578 760 566 810 618 C 872 700 888 860 876 1000 C 800 1030 480 1030 404 1000 Z";
  const band = "M 398 900 C 480 930 800 930 882 900 L 880 980 C 800 1012 480 1012 400 980 Z";
  return [
    panel(t, brimTop, "body"),
    fill(brimEdge, t.deep),
    fold(t, "M 404 990 C 480 1030 800 1030 876 990 C 860 1050 420 1050 404 990 Z", 0.4),
    panel(t, crown, "sleeveL"),
    `<path d="${crown}" fill="url(#form)"/>`,
    fold(t, lens([560, 640], [596, 860], 12, 8), 0.35),
    fold(t, lens([720, 640], [684, 860], 12, -8), 0.4),
    sheen(t, lens([480, 680], [430, 900], 14, -8), 0.35),
    fold(t, lens([640, 610], [640, 700], 8, 0), 0.3),
    fill(band, bandColour(t)),
    texture(band, "ribH"),
    fill("M 432 918 L 500 930 L 500 992 L 432 980 Z", t.deep),
    texture("M 432 918 L 500 930 L 500 992 L 432 980 Z", "rib"),
  ].join("");
}

function above(t: FabricTints): string {
  const brim = "M 180 960 C 180 780 1100 780 1100 960 C 1100 1150 180 1150 180 960 Z";
  const rim =
    "M 180 960 C 180 1150 1100 1150 1100 960 C 1104 990 1100 1030 1070 1060 C 960 1180 320 1180 210 1060 C 180 1030 176 990 180 960 Z";
  const crownSide =
    "M 420 930 C 410 850 430 760 460 720 L 820 720 C 850 760 870 850 860 930 C 800 990 480 990 420 930 Z";
  const crownTop = "M 460 724 C 460 630 820 630 820 724 C 820 800 460 800 460 724 Z";
  const band = "M 418 880 C 480 930 800 930 862 880 L 860 930 C 800 990 480 990 420 930 Z";
  return [
    fill(rim, t.deep),
    panel(t, brim, "body"),
    `<path d="${brim}" fill="url(#form)"/>`,
    fold(t, "M 400 940 C 480 1010 800 1010 880 940 C 860 1030 420 1030 400 940 Z", 0.35),
    panel(t, crownSide, "sleeveL"),
    panel(t, crownTop, "body"),
    fold(t, lens([520, 716], [760, 716], 14, -4), 0.45),
    sheen(t, lens([520, 700], [760, 700], 6, -8), 0.4),
    fill(band, bandColour(t)),
    texture(band, "ribH"),
  ].join("");
}

export const hat: DrawGarment = (t, view) =>
  view === 1
    ? { content: front(t), shadow: { cx, cy: 1112, rx: 470, ry: 36, strength: 0.3 }, zoom: 1.1, shiftY: -40 }
    : {
        content: above(t),
        shadow: { cx, cy: 1120, rx: 500, ry: 50, strength: 0.28 },
        zoom: 1.05,
        shiftY: -60,
      };
