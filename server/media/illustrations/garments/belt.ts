// A leather belt, buckled and stood on its edge as a loop: the outside of the leather at the
// front, the suede underside at the back, a polished buckle with its keeper. The alternate view
// is a close detail of the buckle.
import { FRAME } from "../geometry";
import { fill, fold, panel, sheen, stitch } from "../paint";
import type { DrawGarment } from "../types";
import type { FabricTints } from "../tints";

const cx = FRAME.cx;
const CY = 900;
const RO = 420;
const RY = 200;
const RI = 352;
const RIY = 134;
const SHIFT = -12;

function ringHalf(front: boolean): string {
  const sweepOuter = front ? 0 : 1;
  const sweepInner = front ? 1 : 0;
  return `M ${cx - RO} ${CY} A ${RO} ${RY} 0 0 ${sweepOuter} ${cx + RO} ${CY} L ${cx + RI} ${CY + SHIFT} A ${RI} ${RIY} 0 0 ${sweepInner} ${cx - RI} ${CY + SHIFT} Z`;
}

function buckle(t: FabricTints): string {
  const x = cx;
  const y = CY + RY - 34;
  const tail = `M ${x - 20} ${y - 30} C ${x - 140} ${y - 34} ${x - 260} ${y - 60} ${x - 330} ${y - 96} L ${x - 360} ${y - 70} L ${x - 314} ${y - 44} C ${x - 250} ${y - 10} ${x - 140} ${y + 30} ${x - 20} ${y + 34} Z`;
  const keeper = `M ${x + 70} ${y - 44} L ${x + 100} ${y - 42} L ${x + 100} ${y + 44} L ${x + 70} ${y + 46} Z`;
  const holes = [0, 1, 2]
    .map(
      (i) =>
        `<ellipse cx="${x - 150 - i * 50}" cy="${y - 4 - i * 16}" rx="7" ry="5" fill="#140E0A" fill-opacity="0.75"/>`,
    )
    .join("");
  return [
    `<g transform="translate(4 8)">${fold(t, tail, 0.3)}</g>`,
    panel(t, tail, "leather"),
    stitch(t, `M ${x - 30} ${y - 20} C ${x - 140} ${y - 22} ${x - 250} ${y - 46} ${x - 320} ${y - 80}`),
    stitch(t, `M ${x - 30} ${y + 22} C ${x - 140} ${y + 18} ${x - 250} ${y - 2} ${x - 316} ${y - 36}`),
    holes,
    panel(t, keeper, "leather"),
    `<rect x="${x - 64}" y="${y - 62}" width="128" height="124" rx="22" fill="#140E0A" fill-opacity="0.25" transform="translate(5 8)"/>`,
    `<rect x="${x - 64}" y="${y - 62}" width="128" height="124" rx="22" fill="none" stroke="url(#metal)" stroke-width="18"/>`,
    `<rect x="${x - 6}" y="${y - 48}" width="12" height="56" rx="6" fill="url(#metal)" transform="rotate(-70 ${x} ${y})"/>`,
    `<path d="M ${x - 58} ${y - 50} Q ${x - 40} ${y - 60} ${x - 10} ${y - 58}" stroke="#FFF6DA" stroke-opacity="0.7" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  ].join("");
}

function drawBelt(t: FabricTints): string {
  return [
    fill(ringHalf(false), t.inside),
    fill(ringHalf(false), "url(#aoUp)"),
    panel(t, ringHalf(true), "leather"),
    stitch(t, `M ${cx - RO + 14} ${CY + 6} A ${RO - 14} ${RY - 10} 0 0 0 ${cx + RO - 14} ${CY + 6}`),
    stitch(
      t,
      `M ${cx - RI - 8} ${CY + SHIFT + 8} A ${RI + 8} ${RIY + 10} 0 0 0 ${cx + RI + 8} ${CY + SHIFT + 8}`,
    ),
    sheen(
      t,
      `M ${cx - RO + 30} ${CY + 40} A ${RO - 40} ${RY - 30} 0 0 0 ${cx - 100} ${CY + RY - 24} L ${cx - 110} ${CY + RY - 40} A ${RO - 60} ${RY - 50} 0 0 1 ${cx - RO + 50} ${CY + 40} Z`,
      0.45,
    ),
    buckle(t),
  ].join("");
}

export const belt: DrawGarment = (t, view) => {
  if (view === 1)
    return {
      content: drawBelt(t),
      shadow: { cx, cy: CY + RY + 4, rx: 470, ry: 40, strength: 0.32 },
      zoom: 1.12,
      shiftY: -60,
    };
  return {
    content: `<g transform="translate(${cx + 60} 820) scale(2.9) translate(${-cx + 40} ${-(CY + RY - 40)})">${drawBelt(t)}</g>`,
    shadow: { cx, cy: 1500, rx: 1, ry: 1, strength: 0 },
  };
};
