// A self-fabric belt cinched at the waist, with the gathers it pulls into the cloth above and
// below. Used by the trench coat, the wrap coat and the belted dress.
import { FRAME, lens } from "./geometry";
import { fold, panel, sheen, stitch } from "./paint";
import type { FabricTints } from "./tints";

export interface BeltSpec {
  y: number;
  halfWidth: number;
  height: number;
  /** x of the buckle or knot. */
  knotX: number;
  buckle?: "metal" | "covered" | "knot";
  /** Length of the loose end hanging from the knot. */
  tail?: number;
}

const cx = FRAME.cx;

export function drawBelt(t: FabricTints, b: BeltSpec): string {
  const { y, halfWidth: w, height: h, knotX } = b;
  const sag = 10;
  const band = `M ${cx - w} ${y - h / 2} Q ${cx} ${y - h / 2 + sag} ${cx + w} ${y - h / 2} L ${cx + w} ${y + h / 2} Q ${cx} ${y + h / 2 + sag} ${cx - w} ${y + h / 2} Z`;
  const parts: string[] = [];
  // Gathers pulled in by the belt: short folds radiating above and below it.
  for (const dx of [-150, -95, -40, 35, 90, 150]) {
    parts.push(fold(t, lens([cx + dx * 1.15, y - 90], [cx + dx, y - h / 2], 7, dx > 0 ? 3 : -3), 0.26));
    parts.push(fold(t, lens([cx + dx, y + h / 2], [cx + dx * 1.25, y + 130], 8, dx > 0 ? -3 : 3), 0.26));
    parts.push(sheen(t, lens([cx + dx * 1.15 + 16, y - 70], [cx + dx + 14, y - h / 2], 5), 0.3));
  }
  parts.push(`<g transform="translate(0 7)">${fold(t, band, 0.3)}</g>`);
  parts.push(panel(t, band, "body"));
  parts.push(
    stitch(
      t,
      `M ${cx - w + 4} ${y - h / 2 + 7} Q ${cx} ${y - h / 2 + sag + 7} ${cx + w - 4} ${y - h / 2 + 7}`,
    ),
  );
  parts.push(
    stitch(
      t,
      `M ${cx - w + 4} ${y + h / 2 - 7} Q ${cx} ${y + h / 2 + sag - 7} ${cx + w - 4} ${y + h / 2 - 7}`,
    ),
  );
  const ky = y + sag * 0.9;
  const tail = b.tail ?? 0;
  if (tail > 0) {
    // A knot lets two ties fall at different lengths; a buckle leaves one strap end.
    const ties =
      b.buckle === "knot"
        ? ([
            [-18, tail * 0.78, "sleeveR"],
            [22, tail, "sleeveL"],
          ] as const)
        : ([[10, tail, "sleeveL"]] as const);
    for (const [drift, length, gradient] of ties) {
      const w = h * 0.42;
      const end = `M ${knotX - w} ${ky} L ${knotX + w} ${ky} L ${knotX + drift + w + 6} ${ky + length} L ${knotX + drift} ${ky + length + 24} L ${knotX + drift - w + 6} ${ky + length} Z`;
      parts.push(`<g transform="translate(8 6)">${fold(t, end, 0.25)}</g>`);
      parts.push(panel(t, end, gradient));
      parts.push(
        sheen(t, lens([knotX - w * 0.4, ky + 20], [knotX + drift - w * 0.2, ky + length - 10], 3, 0), 0.35),
      );
    }
  }
  const style = b.buckle ?? "covered";
  if (style === "knot") {
    const knot = `M ${knotX - h * 0.62} ${ky - h * 0.6} Q ${knotX} ${ky - h * 0.8} ${knotX + h * 0.62} ${ky - h * 0.6} Q ${knotX + h * 0.8} ${ky} ${knotX + h * 0.62} ${ky + h * 0.6} Q ${knotX} ${ky + h * 0.85} ${knotX - h * 0.62} ${ky + h * 0.6} Q ${knotX - h * 0.8} ${ky} ${knotX - h * 0.62} ${ky - h * 0.6} Z`;
    parts.push(`<g transform="translate(5 6)">${fold(t, knot, 0.3)}</g>`, panel(t, knot, "sleeveL"));
    parts.push(fold(t, lens([knotX - h * 0.3, ky - h * 0.5], [knotX + h * 0.1, ky + h * 0.6], 5), 0.4));
  } else {
    const bw = h * 1.05;
    const bh = h * 1.25;
    const ring = style === "covered" ? t.base : "url(#metal)";
    parts.push(
      `<rect x="${knotX - bw / 2 + 4}" y="${ky - bh / 2 + 5}" width="${bw}" height="${bh}" rx="${h * 0.18}" fill="#140E0A" fill-opacity="0.25"/>`,
    );
    parts.push(
      `<rect x="${knotX - bw / 2}" y="${ky - bh / 2}" width="${bw}" height="${bh}" rx="${h * 0.18}" fill="${ring}" stroke="${t.deep}" stroke-opacity="0.6" stroke-width="2"/>`,
    );
    parts.push(
      `<rect x="${knotX - bw / 2 + h * 0.2}" y="${ky - bh / 2 + h * 0.2}" width="${bw - h * 0.4}" height="${bh - h * 0.4}" rx="${h * 0.08}" fill="${t.shade}" stroke="${t.deep}" stroke-opacity="0.5"/>`,
    );
    parts.push(
      `<rect x="${knotX - 3}" y="${ky - bh / 2 + h * 0.2}" width="6" height="${bh - h * 0.4}" rx="3" fill="${style === "covered" ? t.light : "url(#metal)"}"/>`,
    );
  }
  return parts.join("");
}
