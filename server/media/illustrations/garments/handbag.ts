// A structured top-handle bag in smooth leather: flap with a gilt turn-lock, rolled handle,
// painted edges and saddle stitching. The alternate view is a close detail of the clasp.
import { FRAME, lens } from "../geometry";
import { fill, fold, panel, sheen, stitch } from "../paint";
import type { DrawGarment } from "../types";
import type { FabricTints } from "../tints";

const cx = FRAME.cx;
const TOP = 720;
const BOTTOM = 1220;
const TOP_HALF = 250;
const BOTTOM_HALF = 300;

function bag(t: FabricTints): string {
  const body = `M ${cx - TOP_HALF} ${TOP + 20} Q ${cx - TOP_HALF} ${TOP} ${cx - TOP_HALF + 30} ${TOP} L ${cx + TOP_HALF - 30} ${TOP} Q ${cx + TOP_HALF} ${TOP} ${cx + TOP_HALF} ${TOP + 20} L ${cx + BOTTOM_HALF - 6} ${BOTTOM - 40} Q ${cx + BOTTOM_HALF} ${BOTTOM} ${cx + BOTTOM_HALF - 44} ${BOTTOM} L ${cx - BOTTOM_HALF + 44} ${BOTTOM} Q ${cx - BOTTOM_HALF} ${BOTTOM} ${cx - BOTTOM_HALF + 6} ${BOTTOM - 40} Z`;
  const gusset = `M ${cx + TOP_HALF} ${TOP + 20} L ${cx + TOP_HALF + 34} ${TOP + 40} L ${cx + BOTTOM_HALF + 26} ${BOTTOM - 50} Q ${cx + BOTTOM_HALF + 22} ${BOTTOM - 14} ${cx + BOTTOM_HALF - 20} ${BOTTOM - 6} L ${cx + BOTTOM_HALF - 6} ${BOTTOM - 40} Z`;
  const flapBottom = TOP + 250;
  const flap = `M ${cx - TOP_HALF - 4} ${TOP + 14} Q ${cx - TOP_HALF - 4} ${TOP - 8} ${cx - TOP_HALF + 28} ${TOP - 8} L ${cx + TOP_HALF - 28} ${TOP - 8} Q ${cx + TOP_HALF + 4} ${TOP - 8} ${cx + TOP_HALF + 4} ${TOP + 14} L ${cx + TOP_HALF + 20} ${flapBottom - 60} Q ${cx + TOP_HALF + 22} ${flapBottom} ${cx + TOP_HALF - 40} ${flapBottom} L ${cx - TOP_HALF + 40} ${flapBottom} Q ${cx - TOP_HALF - 22} ${flapBottom} ${cx - TOP_HALF - 20} ${flapBottom - 60} Z`;
  const handleOuter = `M ${cx - 150} ${TOP + 2} C ${cx - 150} ${TOP - 250} ${cx + 150} ${TOP - 250} ${cx + 150} ${TOP + 2} L ${cx + 116} ${TOP + 2} C ${cx + 116} ${TOP - 200} ${cx - 116} ${TOP - 200} ${cx - 116} ${TOP + 2} Z`;
  const tab = (x: number) =>
    `M ${x - 26} ${TOP - 24} L ${x + 26} ${TOP - 24} L ${x + 22} ${TOP + 40} Q ${x} ${TOP + 56} ${x - 22} ${TOP + 40} Z`;
  return [
    panel(t, gusset, "sleeveR"),
    panel(t, body, "leather"),
    sheen(
      t,
      lens([cx - BOTTOM_HALF + 30, flapBottom + 40], [cx - BOTTOM_HALF + 60, BOTTOM - 30], 10, -2),
      0.4,
    ),
    stitch(t, `M ${cx - BOTTOM_HALF + 36} ${BOTTOM - 16} L ${cx + BOTTOM_HALF - 36} ${BOTTOM - 16}`),
    panel(t, handleOuter, "leather"),
    sheen(t, lens([cx - 136, TOP - 10], [cx - 40, TOP - 178], 6, -20), 0.5),
    fill(tab(cx - 133), t.shade),
    fill(tab(cx + 133), t.shade),
    `<g transform="translate(4 12)">${fold(t, flap, 0.35)}</g>`,
    panel(t, flap, "leather"),
    stitch(
      t,
      `M ${cx - TOP_HALF + 14} ${TOP + 16} L ${cx - TOP_HALF + 2} ${flapBottom - 60} Q ${cx - TOP_HALF + 2} ${flapBottom - 14} ${cx - TOP_HALF + 44} ${flapBottom - 14} L ${cx + TOP_HALF - 44} ${flapBottom - 14} Q ${cx + TOP_HALF - 2} ${flapBottom - 14} ${cx + TOP_HALF - 2} ${flapBottom - 60} L ${cx + TOP_HALF - 14} ${TOP + 16}`,
    ),
    sheen(t, lens([cx - TOP_HALF + 20, TOP + 30], [cx + 60, TOP + 24], 6, -4), 0.45),
    clasp(cx, flapBottom),
  ].join("");
}

function clasp(x: number, y: number): string {
  return [
    `<rect x="${x - 58}" y="${y - 34}" width="116" height="62" rx="14" fill="#140E0A" fill-opacity="0.25" transform="translate(3 5)"/>`,
    `<rect x="${x - 58}" y="${y - 34}" width="116" height="62" rx="14" fill="url(#metal)"/>`,
    `<rect x="${x - 46}" y="${y - 22}" width="92" height="38" rx="9" fill="none" stroke="#8F703C" stroke-width="2.5"/>`,
    `<rect x="${x - 12}" y="${y - 30}" width="24" height="54" rx="8" fill="url(#metal)" stroke="#7A5E30" stroke-width="2" transform="rotate(90 ${x} ${y - 3})"/>`,
    `<circle cx="${x - 36}" cy="${y - 22}" r="3" fill="#FFF6DA" fill-opacity="0.8"/>`,
  ].join("");
}

export const handbag: DrawGarment = (t, view) => {
  const content = bag(t);
  // Shown larger than drawn, standing on the floor a little below the frame's centre.
  if (view === 1) {
    return {
      content: `<g transform="translate(${cx} 1290) scale(1.25) translate(${-cx} ${-BOTTOM})">${content}</g>`,
      shadow: { cx: cx + 12, cy: 1298, rx: 440, ry: 30, strength: 0.34 },
    };
  }
  // Detail: the clasp and stitching, close.
  return {
    content: `<g transform="translate(${cx} 800) scale(2.3) translate(${-cx} ${-(TOP + 230)})">${content}</g>`,
    shadow: { cx, cy: 1500, rx: 1, ry: 1, strength: 0 },
  };
};
