// The shared silhouette for everything worn on the upper body (coats to t-shirts): a body
// panel, two hanging sleeves and the inside of the back neck, as seen on a ghost mannequin.
// Kinds differ in proportions and details, not in how the form is built or lit.
import { FRAME, lens, pt, sx, symmetric, type Point, type Side } from "./geometry";
import { drape, fill, fold, formLight, panel, sheen } from "./paint";
import type { FabricTints } from "./tints";

export interface SleeveSpec {
  /** y of the cuff. */
  endY: number;
  /** How far the cuff's outer edge sits beyond the shoulder. */
  flare: number;
  cuffHalf: number;
}

export interface TopSpec {
  neckY: number;
  neckHalf: number;
  /** Depth of the front neckline below the shoulder seam at the neck. */
  neckDepth: number;
  shoulderHalf: number;
  shoulderDrop: number;
  armpitY: number;
  waistY: number;
  waistHalf: number;
  hemY: number;
  hemHalf: number;
  /** Downward curve of the hem at the centre. */
  hemCurve?: number;
  sleeve?: SleeveSpec;
}

const cx = FRAME.cx;

export function shoulderPoint(s: TopSpec, side: Side): Point {
  return [sx(side, s.shoulderHalf), s.neckY + s.shoulderDrop];
}

export function neckPoint(s: TopSpec, side: Side): Point {
  return [sx(side, s.neckHalf), s.neckY];
}

/** Body panel: shoulders, sides, hem and front neckline. */
export function bodyPath(s: TopSpec): string {
  const L = -1 as const;
  const [shx, shy] = shoulderPoint(s, L);
  const ax = sx(L, s.shoulderHalf - 20);
  const wx = sx(L, s.waistHalf);
  const hx = sx(L, s.hemHalf);
  const upper = s.waistY - s.armpitY;
  const lower = s.hemY - s.waistY;
  const segs = [
    {
      c1: [sx(L, s.neckHalf + (s.shoulderHalf - s.neckHalf) * 0.45), s.neckY + s.shoulderDrop * 0.25],
      c2: [shx + 30, shy - 6],
      to: [shx, shy],
    },
    { c1: [shx - 6, shy + 80], c2: [ax - 4, s.armpitY - 90], to: [ax, s.armpitY] },
    { c1: [ax, s.armpitY + upper * 0.45], c2: [wx, s.waistY - upper * 0.35], to: [wx, s.waistY] },
    {
      c1: [wx, s.waistY + lower * 0.4],
      c2: [hx + (s.hemHalf - s.waistHalf) * 0.12, s.hemY - lower * 0.3],
      to: [hx, s.hemY],
    },
  ] satisfies { c1: Point; c2: Point; to: Point }[];
  const curve = s.hemCurve ?? 14;
  const depth = s.neckDepth;
  return symmetric(
    neckPoint(s, L),
    segs,
    (_from, to) => `Q ${pt([cx, s.hemY + curve * 2])} ${pt(to)}`,
    (_from, to) =>
      `C ${pt([cx + s.neckHalf * 0.55, s.neckY + depth * 1.33])} ${pt([cx - s.neckHalf * 0.55, s.neckY + depth * 1.33])} ${pt(to)}`,
  );
}

/** The inside of the back neck, seen through the front neckline. */
export function neckInsidePath(s: TopSpec, rise = 22): string {
  const [lx, ly] = neckPoint(s, -1);
  const [rx, ry] = neckPoint(s, 1);
  return `M ${lx} ${ly + 4} C ${lx + 8} ${ly - rise} ${rx - 8} ${ry - rise} ${rx} ${ry + 4} C ${cx + s.neckHalf * 0.6} ${s.neckY + s.neckDepth * 1.4} ${cx - s.neckHalf * 0.6} ${s.neckY + s.neckDepth * 1.4} ${lx} ${ly + 4} Z`;
}

interface SleeveGeometry {
  top: Point;
  outerCuff: Point;
  innerCuff: Point;
  underarm: Point;
}

export function sleeveGeometry(s: TopSpec, side: Side): SleeveGeometry {
  const sleeve = s.sleeve ?? { endY: s.armpitY + 60, flare: 30, cuffHalf: 80 };
  const [tx, ty] = shoulderPoint(s, side);
  const outerX = sx(side, s.shoulderHalf + sleeve.flare);
  const innerX = sx(side, s.shoulderHalf + sleeve.flare - sleeve.cuffHalf * 2);
  return {
    top: [tx - side * 4, ty - 2],
    outerCuff: [outerX, sleeve.endY],
    innerCuff: [innerX, sleeve.endY + 10],
    underarm: [sx(side, s.shoulderHalf - 34), s.armpitY + 24],
  };
}

export function sleevePath(s: TopSpec, side: Side): string {
  const g = sleeveGeometry(s, side);
  const [tx, ty] = g.top;
  const [ox, oy] = g.outerCuff;
  const [ix, iy] = g.innerCuff;
  const [ux, uy] = g.underarm;
  const len = oy - ty;
  // A rounded shoulder cap, then the sleeve falls almost straight, easing in towards the cuff.
  const capX = tx + side * (Math.abs(ox - tx) * 0.6 + 8);
  const capY = ty + Math.min(150, len * 0.3);
  return [
    `M ${pt(g.top)}`,
    `C ${pt([tx + side * 22, ty + 8])} ${pt([capX, ty + 30])} ${pt([capX, capY])}`,
    `C ${pt([capX + side * 2, capY + (oy - capY) * 0.45])} ${pt([ox + side * 4, oy - (oy - capY) * 0.3])} ${pt(g.outerCuff)}`,
    `Q ${pt([(ox + ix) / 2, Math.max(oy, iy) + 8])} ${pt(g.innerCuff)}`,
    `C ${pt([ix - side * 2, iy - (iy - uy) * 0.45])} ${pt([ux + side * 8, uy + (iy - uy) * 0.3])} ${pt(g.underarm)}`,
    `C ${pt([ux - side * 4, uy - 90])} ${pt([tx - side * 24, ty + 70])} ${pt(g.top)}`,
    "Z",
  ].join(" ");
}

/** A line across the sleeve `inset` px above the cuff, e.g. for cuff seams and ribbing. */
export function cuffLine(s: TopSpec, side: Side, inset: number): string {
  const g = sleeveGeometry(s, side);
  const shift = (p: Point, k: number): Point => [p[0] + side * k, p[1] - inset];
  return `M ${pt(shift(g.outerCuff, -2))} L ${pt(shift(g.innerCuff, 1))}`;
}

/** Band `height` px tall across the sleeve, its lower edge `lift` px above the cuff. */
export function cuffBand(s: TopSpec, side: Side, height: number, lift = 0): string {
  const g = sleeveGeometry(s, side);
  const [ox, oy] = g.outerCuff;
  const [ix, iy] = g.innerCuff;
  const top = height + lift;
  return `M ${ox - side * 1} ${oy - top} L ${ix + side * 1} ${iy - top} L ${ix} ${iy - lift} L ${ox} ${oy - lift} Z`;
}

/** Creases where the sleeve bends at the elbow, and the lit ridge along its outer side. */
function sleeveFolds(t: FabricTints, s: TopSpec, side: Side): string {
  const g = sleeveGeometry(s, side);
  const [tx, ty] = g.top;
  const [ox, oy] = g.outerCuff;
  const [ix] = g.innerCuff;
  const len = oy - ty;
  if (len < 300) return "";
  const elbow = ty + len * 0.58;
  const inner = ix - side * 10;
  const mid = (ox + ix) / 2;
  return [
    fold(t, lens([inner, elbow - 30], [mid + side * 10, elbow + 22], 7, side * 4), 0.32),
    fold(t, lens([inner, elbow + 40], [mid - side * 4, elbow + 76], 6, side * 3), 0.26),
    fold(t, lens([inner - side * 4, oy - 120], [mid, oy - 86], 5, side * 2), 0.22),
    sheen(
      t,
      lens([tx + side * (Math.abs(ox - tx) * 0.45 + 4), ty + 130], [ox - side * 22, oy - 40], 7, side * 3),
      side === -1 ? 0.4 : 0.18,
    ),
  ].join("");
}

export interface UpperBaseOptions {
  insideRise?: number;
  /** Details on the body that the sleeves hang in front of (pockets, side folds). */
  under?: string;
  /** Details on the sleeves themselves, drawn before anything on top of the body. */
  onSleeves?: string;
}

/** Body, inside neck and sleeves, shaded; details are drawn over this by each kind. */
export function drawUpperBase(t: FabricTints, s: TopSpec, opts: UpperBaseOptions = {}): string {
  const body = bodyPath(s);
  const parts = [
    fill(neckInsidePath(s, opts.insideRise), "url(#inside)"),
    panel(t, body),
    drape(body),
    formLight(body),
    opts.under ?? "",
  ];
  if (s.sleeve) {
    for (const side of [-1, 1] as const) {
      const g = sleeveGeometry(s, side);
      // The sleeve casts a soft shadow on the body along its inner edge.
      parts.push(
        fold(
          t,
          lens(
            [g.underarm[0] - side * 6, g.underarm[1]],
            [g.innerCuff[0] - side * 14, g.innerCuff[1] - 10],
            12,
            side * -4,
          ),
          0.35,
        ),
      );
      const d = sleevePath(s, side);
      parts.push(panel(t, d, side === -1 ? "sleeveL" : "sleeveR"), sleeveFolds(t, s, side));
    }
  }
  parts.push(opts.onSleeves ?? "");
  return parts.join("");
}
