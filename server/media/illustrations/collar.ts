// Tailored collars: a turned-down collar over notched or peaked lapels, with the dark vee of
// the open neck between them. Shared by the coats and the blazer so their tailoring matches.
import { FRAME, lens, mirror, mirrorPoint, pt, symmetric, type Point } from "./geometry";
import { fill, fold, panel, sheen, stitch } from "./paint";
import type { FabricTints } from "./tints";

export interface LapelSide {
  /** Top of the roll line, at the neck. */
  gorge: Point;
  /** Where the lapel's top edge meets the collar. */
  notch: Point;
  lapelPoint: Point;
  /** Bottom of the lapel, where it meets the front edge. */
  breakPoint: Point;
  /** Bulge of the lapel's outer edge (positive = outwards). */
  belly?: number;
}

export interface CollarSpec {
  neckY: number;
  neckHalf: number;
  standHeight: number;
  /** Left collar tip; the right is mirrored. */
  collarTip: Point;
  /** Left lapel; the right is mirrored unless given. */
  left: LapelSide;
  right?: LapelSide;
  /** Top-stitch the collar and lapel edges (trench coats, casual jackets). */
  stitched?: boolean;
}

const cx = FRAME.cx;

function mirrorSide(l: LapelSide): LapelSide {
  return {
    gorge: mirrorPoint(l.gorge),
    notch: mirrorPoint(l.notch),
    lapelPoint: mirrorPoint(l.lapelPoint),
    breakPoint: mirrorPoint(l.breakPoint),
    belly: l.belly,
  };
}

function lapelPath(l: LapelSide, side: -1 | 1): string {
  const [px, py] = l.lapelPoint;
  const [bx, by] = l.breakPoint;
  const belly = (l.belly ?? 24) * side * -1;
  const [gx, gy] = l.gorge;
  return [
    `M ${pt(l.gorge)} L ${pt(l.notch)} L ${pt(l.lapelPoint)}`,
    `C ${pt([px + belly * 0.4, py + (by - py) * 0.35])} ${pt([bx + belly, by - (by - py) * 0.3])} ${pt(l.breakPoint)}`,
    `C ${pt([bx - (bx - gx) * 0.3, by - (by - gy) * 0.4])} ${pt([gx + (bx - gx) * 0.1, gy + (by - gy) * 0.3])} ${pt(l.gorge)} Z`,
  ].join(" ");
}

function collarPath(c: CollarSpec): string {
  const top: Point = [cx, c.neckY - c.standHeight];
  const shoulder: Point = [cx - c.neckHalf - 34, c.neckY + 6];
  const [tx, ty] = c.collarTip;
  const innerStand: Point = [cx - c.neckHalf + 12, c.neckY - c.standHeight + 16];
  const { gorge, notch } = c.left;
  return symmetric(
    top,
    [
      {
        c1: [cx - c.neckHalf * 0.7, top[1]],
        c2: [cx - c.neckHalf - 24, c.neckY - c.standHeight * 0.6],
        to: shoulder,
      },
      { c1: [shoulder[0] - 30, shoulder[1] + 40], c2: [tx + 18, ty - 50], to: c.collarTip },
      { c1: c.collarTip, c2: notch, to: notch },
      { c1: notch, c2: gorge, to: gorge },
      { c1: [gorge[0] - 14, gorge[1] - 40], c2: [innerStand[0] - 4, innerStand[1] + 40], to: innerStand },
    ],
    (_from, to) => `Q ${pt([cx, innerStand[1] - 10])} ${pt(to)}`,
    () => "",
  );
}

/** The open neck, from the inside of the collar stand down to where the lapels cross. */
function veePath(c: CollarSpec, right: LapelSide): string {
  const inner = c.neckY - c.standHeight + 10;
  const l = c.left;
  const bottom: Point = [
    (l.breakPoint[0] + right.breakPoint[0]) / 2,
    Math.min(l.breakPoint[1], right.breakPoint[1]),
  ];
  return `M ${cx - c.neckHalf} ${inner} L ${pt(l.gorge)} L ${pt(bottom)} L ${pt(right.gorge)} L ${cx + c.neckHalf} ${inner} Q ${cx} ${inner - 14} ${cx - c.neckHalf} ${inner} Z`;
}

export function collarDefs(t: FabricTints): string {
  return `<linearGradient id="vee" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${t.inside}"/><stop offset="0.55" stop-color="${t.deep}"/><stop offset="1" stop-color="${t.shade}"/></linearGradient>`;
}

/** Vee, lapels (with their cast shadows and rolled edges) and the collar over them. */
export function drawCollar(t: FabricTints, c: CollarSpec): string {
  const right = c.right ?? mirrorSide(c.left);
  const parts = [fill(veePath(c, right), "url(#vee)")];
  for (const [lapel, side] of [
    [c.left, -1],
    [right, 1],
  ] as const) {
    const d = lapelPath(lapel, side);
    // Cast shadow of the lapel onto the chest, then the lapel with its rolled, lit edge.
    parts.push(`<g transform="translate(${side * 7} 9)">${fold(t, d, 0.28)}</g>`);
    parts.push(panel(t, d, side === -1 ? "sleeveL" : "body"));
    parts.push(sheen(t, lens(lapel.gorge, lapel.breakPoint, 5, side * 3), side === -1 ? 0.5 : 0.3));
    if (c.stitched) {
      const [px, py] = lapel.lapelPoint;
      const [bx, by] = lapel.breakPoint;
      const k = side * 9;
      parts.push(
        stitch(
          t,
          `M ${px + k} ${py + 6} C ${px + k} ${py + (by - py) * 0.4} ${bx - k * 2} ${by - (by - py) * 0.3} ${bx - k * 0.3} ${by - 10}`,
        ),
      );
    }
  }
  const collar = collarPath(c);
  parts.push(`<g transform="translate(0 8)">${fold(t, collar, 0.22)}</g>`);
  parts.push(panel(t, collar, "body"));
  // The collar's fall line: where it turns over the stand, lit on the left.
  const fall = `M ${cx - c.neckHalf - 20} ${c.neckY - 6} Q ${cx} ${c.neckY - c.standHeight - 6} ${cx + c.neckHalf + 20} ${c.neckY - 6}`;
  parts.push(
    `<path d="${fall}" fill="none" stroke="${t.highlight}" stroke-width="3" stroke-opacity="0.35"/>`,
  );
  if (c.stitched) {
    const [tx, ty] = c.collarTip;
    const edge = `M ${cx} ${c.neckY - c.standHeight + 9} C ${cx - c.neckHalf * 0.7} ${c.neckY - c.standHeight + 9} ${cx - c.neckHalf - 24} ${c.neckY - 14} ${cx - c.neckHalf - 26} ${c.neckY + 10} C ${cx - c.neckHalf - 54} ${c.neckY + 50} ${tx + 26} ${ty - 46} ${tx + 10} ${ty - 6}`;
    parts.push(stitch(t, edge));
    parts.push(stitch(t, mirror(edge)));
  }
  return parts.join("");
}
