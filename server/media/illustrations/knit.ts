// Knitwear details: ribbed bands at hem and cuffs, and ribbed necklines. Ribbing is drawn as a
// band of cloth with the rib texture over it, slightly drawn in, as knitted bands are.
import { FRAME } from "./geometry";
import { fill, fold, panel, texture } from "./paint";
import type { FabricTints } from "./tints";
import { sleeveGeometry, type TopSpec } from "./upper-body";

const cx = FRAME.cx;

/** The hem band: slightly narrower than the body above it, with a shadow where it pulls in. */
export function hemRib(t: FabricTints, s: TopSpec, height: number, pull = 10): string {
  const top = s.hemY - height;
  const half = s.hemHalf - pull;
  const d = `M ${cx - s.hemHalf + 2} ${top} Q ${cx} ${top + 10} ${cx + s.hemHalf - 2} ${top} L ${cx + half} ${s.hemY} Q ${cx} ${s.hemY + 12} ${cx - half} ${s.hemY} Z`;
  return [
    panel(t, d, "body"),
    texture(d, "rib"),
    fold(
      t,
      `M ${cx - s.hemHalf + 2} ${top} Q ${cx} ${top + 10} ${cx + s.hemHalf - 2} ${top} L ${cx + s.hemHalf - 4} ${top + 8} Q ${cx} ${top + 18} ${cx - s.hemHalf + 4} ${top + 8} Z`,
      0.3,
    ),
  ].join("");
}

/** Ribbed cuffs on both sleeves. */
export function cuffRibs(t: FabricTints, s: TopSpec, height: number): string {
  return ([-1, 1] as const)
    .map((side) => {
      const g = sleeveGeometry(s, side);
      const [ox, oy] = g.outerCuff;
      const [ix, iy] = g.innerCuff;
      const inset = 6;
      const d = `M ${ox} ${oy - height} L ${ix} ${iy - height} L ${ix - side * inset} ${iy + 2} Q ${(ox + ix) / 2} ${Math.max(oy, iy) + 10} ${ox + side * inset} ${oy + 2} Z`;
      return panel(t, d, side === -1 ? "sleeveL" : "sleeveR") + texture(d, "rib");
    })
    .join("");
}

/** A ribbed crew or v neckband following the body's neckline. */
export function neckRib(t: FabricTints, s: TopSpec, width: number, vee = false): string {
  const l = cx - s.neckHalf;
  const r = cx + s.neckHalf;
  const y = s.neckY;
  const depth = s.neckDepth * 1.33;
  const outer = vee
    ? `M ${l - width} ${y - 4} L ${cx} ${y + s.neckDepth + width * 1.4} L ${r + width} ${y - 4}`
    : `M ${l - width} ${y - 2} C ${l - width + 4} ${y + depth + width} ${r + width - 4} ${y + depth + width} ${r + width} ${y - 2}`;
  const inner = vee
    ? `L ${r} ${y + 2} L ${cx} ${y + s.neckDepth} L ${l} ${y + 2} Z`
    : `L ${r} ${y + 2} C ${cx + s.neckHalf * 0.55} ${y + depth} ${cx - s.neckHalf * 0.55} ${y + depth} ${l} ${y + 2} Z`;
  const back = `M ${l - width} ${y - 2} C ${l - width + 10} ${y - 30 - width} ${r + width - 10} ${y - 30 - width} ${r + width} ${y - 2} L ${r} ${y + 2} C ${r - 10} ${y - 24} ${l + 10} ${y - 24} ${l} ${y + 2} Z`;
  const band = `${outer} ${inner}`;
  return [fill(back, t.shade), texture(back, "rib"), panel(t, band, "body"), texture(band, "rib")].join("");
}
