// Tailoring details shared by the wool coat and the blazer: flap pockets, the chest welt and
// the plain back of a tailored garment with its centre seam and vent.
import { FRAME, lens } from "./geometry";
import { fold, panel, seam, sheen, stitch } from "./paint";
import type { FabricTints } from "./tints";

const cx = FRAME.cx;

/** A flap pocket: the flap's shadow, the flap, and the jet line above it. */
export function flapPocket(t: FabricTints, x: number, y: number, w: number, h: number, tilt = 0): string {
  const d = `M ${x} ${y} L ${x + w} ${y + tilt} L ${x + w - 2} ${y + tilt + h} Q ${x + w / 2} ${y + tilt / 2 + h + 3} ${x + 2} ${y + h} Z`;
  return [
    `<g transform="translate(3 6)">${fold(t, d, 0.3)}</g>`,
    panel(t, d, "body"),
    seam(t, `M ${x - 2} ${y} L ${x + w + 2} ${y + tilt}`, 3),
  ].join("");
}

export function chestWelt(t: FabricTints, x: number, y: number, w: number): string {
  const d = `M ${x} ${y + 6} L ${x + w} ${y - 6} L ${x + w} ${y + 16} L ${x} ${y + 28} Z`;
  return `<g transform="translate(2 4)">${fold(t, d, 0.25)}</g>${panel(t, d, "body")}`;
}

/** Centre-back seam and a vent from `ventTop` to the hem. */
export function backSeamAndVent(t: FabricTints, top: number, ventTop: number, hemY: number): string {
  return [
    seam(t, `M ${cx} ${top} L ${cx} ${ventTop}`),
    fold(t, lens([cx + 2, ventTop], [cx + 8, hemY + 8], 9, 2), 0.36),
    seam(t, `M ${cx} ${ventTop} L ${cx + 4} ${hemY + 12}`),
    sheen(t, lens([cx - 20, ventTop + 20], [cx - 16, hemY], 5), 0.25),
  ].join("");
}

/** The back of a turned-down collar, lying round the neck. */
export function backCollar(t: FabricTints, neckY: number, half = 80, stitched = false): string {
  const collar = `M ${cx - half} ${neckY - 24} Q ${cx} ${neckY - 38} ${cx + half} ${neckY - 24} Q ${cx + half + 30} ${neckY + 4} ${cx + half + 40} ${neckY + 36} Q ${cx} ${neckY + 56} ${cx - half - 40} ${neckY + 36} Q ${cx - half - 30} ${neckY + 4} ${cx - half} ${neckY - 24} Z`;
  const parts = [`<g transform="translate(0 8)">${fold(t, collar, 0.3)}</g>`, panel(t, collar, "body")];
  if (stitched)
    parts.push(
      stitch(t, `M ${cx - half - 30} ${neckY + 28} Q ${cx} ${neckY + 46} ${cx + half + 30} ${neckY + 28}`),
    );
  return parts.join("");
}

/** Soft vertical drape folds down a long skirt of cloth, each with a lit ridge beside it. */
export function longFolds(
  t: FabricTints,
  top: number,
  bottom: number,
  folds: readonly (readonly [number, number, number, number])[],
  strength = 1,
): string {
  return folds
    .map(([x1, x2, w, bend]) =>
      [
        fold(t, lens([cx + x1, top], [cx + x2, bottom], w, bend), 0.24 * strength),
        sheen(t, lens([cx + x1 + 20, top + 20], [cx + x2 + 24, bottom - 10], w * 0.6, bend), 0.22 * strength),
      ].join(""),
    )
    .join("");
}
