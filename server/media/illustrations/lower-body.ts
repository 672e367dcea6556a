// The shared silhouette for trousers and jeans, laid flat from the front: waistband, hips, two
// legs. Kinds add pockets, creases and stitching.
import { FRAME, lens, pt, symmetric, type Point } from "./geometry";
import { drape, fold, formLight, panel, sheen } from "./paint";
import type { FabricTints } from "./tints";

export interface LegSpec {
  waistY: number;
  waistHalf: number;
  hipY: number;
  hipHalf: number;
  crotchY: number;
  hemY: number;
  /** Distance of each hem's outer and inner corner from the centre line. */
  hemOuter: number;
  hemInner: number;
}

const cx = FRAME.cx;

export function legsPath(s: LegSpec): string {
  const legLen = s.hemY - s.crotchY;
  const side = s.hemY - s.hipY;
  const segs: { c1: Point; c2: Point; to: Point }[] = [
    {
      c1: [cx - 16, s.crotchY + 40],
      c2: [cx - s.hemInner + 2, s.hemY - legLen * 0.5],
      to: [cx - s.hemInner, s.hemY],
    },
    {
      c1: [cx - s.hemInner - 40, s.hemY + 5],
      c2: [cx - s.hemOuter + 40, s.hemY + 5],
      to: [cx - s.hemOuter, s.hemY],
    },
    {
      c1: [cx - s.hemOuter - 2, s.hemY - side * 0.5],
      c2: [cx - s.hipHalf - 2, s.hipY + side * 0.2],
      to: [cx - s.hipHalf, s.hipY],
    },
    {
      c1: [cx - s.hipHalf, s.hipY - (s.hipY - s.waistY) * 0.5],
      c2: [cx - s.waistHalf - 8, s.waistY + 60],
      to: [cx - s.waistHalf, s.waistY],
    },
  ];
  return symmetric(
    [cx, s.crotchY],
    segs,
    (_f, to) => `Q ${pt([cx, s.waistY + 8])} ${pt(to)}`,
    () => "",
  );
}

/** The waistband as a curved band `height` tall. */
export function waistbandPath(s: LegSpec, height: number): string {
  const w = s.waistHalf;
  const y = s.waistY;
  return `M ${cx - w} ${y} Q ${cx} ${y + 8} ${cx + w} ${y} L ${cx + w + 3} ${y + height} Q ${cx} ${y + height + 8} ${cx - w - 3} ${y + height} Z`;
}

/** Belt loops on the waistband. */
export function beltLoops(t: FabricTints, s: LegSpec, height: number, xs: readonly number[]): string {
  return xs
    .map((dx) => {
      const x = cx + dx;
      const d = `M ${x - 9} ${s.waistY - 4} L ${x + 9} ${s.waistY - 4} L ${x + 9} ${s.waistY + height + 10} L ${x - 9} ${s.waistY + height + 10} Z`;
      return `<g transform="translate(2 4)">${fold(t, d, 0.3)}</g>${panel(t, d, "body")}`;
    })
    .join("");
}

/** Legs, shaded: the shadow between the legs, the knee and hem folds, light down the left leg. */
export function drawLegs(t: FabricTints, s: LegSpec): string {
  const d = legsPath(s);
  const midL = cx - (s.hemOuter + s.hemInner) / 2;
  const midR = cx + (s.hemOuter + s.hemInner) / 2;
  const knee = s.crotchY + (s.hemY - s.crotchY) * 0.45;
  return [
    panel(t, d, "body"),
    drape(d),
    formLight(d),
    // Shadow down the inside of each leg, where it turns away from the light.
    fold(t, lens([cx - 10, s.crotchY + 10], [cx - s.hemInner - 6, s.hemY - 10], 14, 4), 0.3),
    fold(t, lens([cx + 10, s.crotchY + 10], [cx + s.hemInner + 6, s.hemY - 10], 16, -4), 0.4),
    fold(t, lens([cx - 60, s.crotchY - 30], [cx - 8, s.crotchY + 6], 6, 4), 0.35),
    fold(t, lens([cx + 60, s.crotchY - 30], [cx + 8, s.crotchY + 6], 6, -4), 0.35),
    // Knee and hem creases: soft, nearly horizontal.
    fold(t, lens([midL - 60, knee], [midL + 50, knee + 26], 6, 6), 0.2),
    fold(t, lens([midR + 60, knee + 10], [midR - 50, knee + 34], 6, -6), 0.22),
    fold(t, lens([midL - 70, s.hemY - 90], [midL + 60, s.hemY - 60], 6, 8), 0.2),
    fold(t, lens([midR + 70, s.hemY - 80], [midR - 60, s.hemY - 56], 6, -8), 0.22),
    sheen(t, lens([midL - 40, s.crotchY + 80], [midL - 30, s.hemY - 40], 10, 0), 0.22),
  ].join("");
}
