// A long fringed scarf in soft cashmere twill, hung in a loop with its ends falling at
// different lengths; the alternate view is the scarf folded flat with its fringe showing.
import { FRAME, lens } from "../geometry";
import { fill, fold, panel, sheen, texture } from "../paint";
import type { DrawGarment } from "../types";
import type { FabricTints } from "../tints";

const cx = FRAME.cx;

function fringe(t: FabricTints, x0: number, x1: number, y0: number, y1: number, length: number): string {
  const n = Math.round(Math.abs(x1 - x0) / 9);
  const strands: string[] = [];
  for (let i = 0; i <= n; i += 1) {
    const k = i / n;
    const x = x0 + (x1 - x0) * k;
    const y = y0 + (y1 - y0) * k;
    const sway = Math.sin(i * 1.7) * 5;
    strands.push(`M ${x} ${y} q ${sway} ${length * 0.5} ${sway * 0.4} ${length + (i % 3) * 6}`);
  }
  return `<path d="${strands.join(" ")}" fill="none" stroke="${t.shade}" stroke-width="4" stroke-linecap="round"/>`;
}

function hanging(t: FabricTints): string {
  const loopBack = "M 470 330 C 480 230 800 230 810 330 L 760 360 C 740 300 540 300 520 360 Z";
  const left = "M 450 320 C 430 500 420 800 410 1180 L 640 1192 C 640 820 620 520 580 360 Z";
  const right =
    "M 700 330 C 760 500 790 820 800 1290 L 1000 1270 C 960 820 880 500 830 320 C 800 300 730 300 700 330 Z";
  const drape = "M 450 320 C 500 280 620 300 700 340 C 650 380 560 380 450 320 Z";
  return [
    fill(loopBack, "url(#inside)"),
    panel(t, left, "sleeveL"),
    texture(left, "twill"),
    fold(t, lens([500, 420], [480, 1170], 14, 8), 0.3),
    sheen(t, lens([540, 420], [560, 1170], 10, -4), 0.35),
    fringe(t, 410, 640, 1180, 1192, 70),
    `<g transform="translate(-8 10)">${fold(t, right, 0.3)}</g>`,
    panel(t, right, "body"),
    texture(right, "twill"),
    fold(t, lens([770, 420], [880, 1270], 16, -10), 0.32),
    sheen(t, lens([740, 420], [840, 1280], 10, -10), 0.35),
    fringe(t, 800, 1000, 1290, 1270, 70),
    panel(t, drape, "body"),
    fold(t, lens([480, 330], [690, 350], 8, 6), 0.3),
  ].join("");
}

function folded(t: FabricTints): string {
  const layer = (dx: number, dy: number) =>
    `M ${300 + dx} ${740 + dy} L ${900 + dx} ${740 + dy} Q ${930 + dx} ${740 + dy} ${930 + dx} ${770 + dy} L ${930 + dx} ${1090 + dy} L ${300 + dx} ${1090 + dy} Q ${270 + dx} ${1090 + dy} ${270 + dx} ${1060 + dy} L ${270 + dx} ${770 + dy} Q ${270 + dx} ${740 + dy} ${300 + dx} ${740 + dy} Z`;
  const parts: string[] = [];
  for (const [dx, dy] of [
    [24, 60],
    [12, 30],
    [0, 0],
  ] as const) {
    const d = layer(dx, dy);
    parts.push(
      `<g transform="translate(4 8)">${fold(t, d, 0.25)}</g>`,
      panel(t, d, "body"),
      texture(d, "twill"),
    );
    parts.push(sheen(t, lens([290 + dx, 1080 + dy], [920 + dx, 1080 + dy], 4, 0), 0.4));
  }
  parts.push(fringe(t, 300, 900, 1150, 1150, 80));
  parts.push(fold(t, lens([300, 900], [900, 910], 8, 4), 0.15));
  return parts.join("");
}

export const scarf: DrawGarment = (t, view) =>
  view === 1
    ? { content: hanging(t), shadow: { cx, cy: 1380, rx: 360, ry: 28, strength: 0.18 } }
    : { content: folded(t), shadow: { cx, cy: 1240, rx: 440, ry: 34, strength: 0.3 } };
