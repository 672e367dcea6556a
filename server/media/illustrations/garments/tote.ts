// A soft grained-leather tote: open top showing the suede inside, two flat handles riveted on,
// a folded side gusset. The alternate view is a close detail of a handle's attachment.
import { FRAME, lens } from "../geometry";
import { fill, fold, panel, seam, sheen, stitch } from "../paint";
import type { DrawGarment } from "../types";
import type { FabricTints } from "../tints";

const cx = FRAME.cx;
const TOP = 620;
const BOTTOM = 1260;
const HALF_TOP = 340;
const HALF_BOTTOM = 290;

function handle(t: FabricTints, x: number, lift: number, back: boolean): string {
  const w = 40;
  const d = `M ${x - 100} ${TOP + 60} C ${x - 110} ${TOP - lift} ${x + 110} ${TOP - lift} ${x + 100} ${TOP + 60} L ${x + 100 - w} ${TOP + 60} C ${x + 80} ${TOP - lift + 56} ${x - 80} ${TOP - lift + 56} ${x - 100 + w} ${TOP + 60} Z`;
  return back
    ? fill(d, t.deep)
    : `${panel(t, d, "leather")}${stitch(t, `M ${x - 86} ${TOP + 50} C ${x - 96} ${TOP - lift + 26} ${x + 96} ${TOP - lift + 26} ${x + 86} ${TOP + 50}`)}`;
}

function rivets(x: number): string {
  return [x - 80, x + 80]
    .map((rx) => `<circle cx="${rx}" cy="${TOP + 40}" r="7" fill="url(#metal)"/>`)
    .join("");
}

function drawTote(t: FabricTints): string {
  const inside = `M ${cx - HALF_TOP} ${TOP} Q ${cx} ${TOP - 70} ${cx + HALF_TOP} ${TOP} Q ${cx} ${TOP + 40} ${cx - HALF_TOP} ${TOP} Z`;
  const body = `M ${cx - HALF_TOP} ${TOP} Q ${cx} ${TOP + 30} ${cx + HALF_TOP} ${TOP} L ${cx + HALF_BOTTOM} ${BOTTOM - 30} Q ${cx + HALF_BOTTOM - 4} ${BOTTOM} ${cx + HALF_BOTTOM - 40} ${BOTTOM} L ${cx - HALF_BOTTOM + 40} ${BOTTOM} Q ${cx - HALF_BOTTOM + 4} ${BOTTOM} ${cx - HALF_BOTTOM} ${BOTTOM - 30} Z`;
  return [
    handle(t, cx, 420, true),
    fill(inside, "url(#inside)"),
    panel(t, body, "leather"),
    // The side gussets fold inward: a crease near each side.
    fold(t, lens([cx - HALF_TOP + 40, TOP + 20], [cx - HALF_BOTTOM + 10, BOTTOM - 40], 12, -6), 0.35),
    fold(t, lens([cx + HALF_TOP - 40, TOP + 20], [cx + HALF_BOTTOM - 10, BOTTOM - 40], 12, 6), 0.4),
    sheen(t, lens([cx - HALF_TOP + 70, TOP + 40], [cx - HALF_BOTTOM + 40, BOTTOM - 60], 10, -4), 0.35),
    fold(t, lens([cx - 200, TOP + 60], [cx + 160, TOP + 80], 8, 10), 0.18),
    seam(t, `M ${cx - HALF_BOTTOM + 20} ${BOTTOM - 60} L ${cx + HALF_BOTTOM - 20} ${BOTTOM - 60}`, 2),
    stitch(t, `M ${cx - HALF_TOP + 12} ${TOP + 26} Q ${cx} ${TOP + 52} ${cx + HALF_TOP - 12} ${TOP + 26}`),
    handle(t, cx, 440, false),
    rivets(cx),
  ].join("");
}

function pouch(t: FabricTints): string {
  const x = cx + 250;
  const y = BOTTOM + 40;
  const d = `M ${x - 190} ${y - 250} Q ${x - 196} ${y - 262} ${x - 178} ${y - 262} L ${x + 178} ${y - 262} Q ${x + 196} ${y - 262} ${x + 190} ${y - 250} L ${x + 200} ${y - 20} Q ${x + 200} ${y} ${x + 180} ${y} L ${x - 180} ${y} Q ${x - 200} ${y} ${x - 200} ${y - 20} Z`;
  const pull = `M ${x + 120} ${y - 236} L ${x + 150} ${y - 236} L ${x + 146} ${y - 150} Q ${x + 135} ${y - 140} ${x + 124} ${y - 150} Z`;
  return [
    `<g transform="translate(6 4)">${fold(t, d, 0.3)}</g>`,
    panel(t, d, "leather"),
    `<path d="M ${x - 180} ${y - 232} L ${x + 180} ${y - 232}" stroke="#2A2017" stroke-width="8" stroke-dasharray="3 2"/>`,
    stitch(t, `M ${x - 176} ${y - 214} L ${x + 176} ${y - 214}`),
    `<rect x="${x + 124}" y="${y - 244}" width="22" height="20" rx="3" fill="url(#metal)"/>`,
    panel(t, pull, "body"),
    sheen(t, lens([x - 170, y - 200], [x - 150, y - 30], 8, -2), 0.35),
  ].join("");
}

export const tote: DrawGarment = (t, view) => {
  const content = drawTote(t);
  if (view === 1)
    return { content, shadow: { cx: cx + 10, cy: BOTTOM + 4, rx: 380, ry: 26, strength: 0.34 } };
  // Alternate: the tote set back with its matching zip pouch leaning in front.
  return {
    content: `<g transform="translate(-120 -20) translate(${cx} ${BOTTOM}) scale(0.86) translate(${-cx} ${-BOTTOM})">${content}</g>${pouch(t)}`,
    shadow: { cx: cx + 40, cy: BOTTOM + 30, rx: 520, ry: 34, strength: 0.34 },
  };
};
