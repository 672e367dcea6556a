// Path-building helpers. Drawings are authored in a 1280 × 1600 frame with the garment's
// centre line at x = 640, so symmetric parts are written once and mirrored.

export const FRAME = { width: 1280, height: 1600, cx: 640 } as const;

export type Side = -1 | 1;
export type Point = readonly [number, number];

const round = (n: number) => Math.round(n * 10) / 10;

/** Format points for path data; rounding keeps the SVG small and the output deterministic. */
export function pt([x, y]: Point): string {
  return `${round(x)} ${round(y)}`;
}

/** x at horizontal distance dx from the centre line, on side s (-1 left, 1 right). */
export function sx(s: Side, dx: number): number {
  return FRAME.cx + s * dx;
}

/**
 * Mirror absolute path data across the centre line. Only absolute M/L/C/Q/S/T/H/V/Z (and A,
 * whose sweep flag flips) are supported: every drawing in this folder is written that way.
 */
export function mirror(d: string): string {
  const tokens = d.match(/[A-Za-z]|-?\d*\.?\d+(?:e-?\d+)?/g) ?? [];
  const out: string[] = [];
  let cmd = "";
  let argIndex = 0;
  for (const token of tokens) {
    if (/^[A-Za-z]$/.test(token)) {
      if (token !== token.toUpperCase() && token !== "z") {
        throw new Error(`mirror() needs absolute commands, got '${token}'`);
      }
      cmd = token.toUpperCase();
      argIndex = 0;
      out.push(cmd);
      continue;
    }
    const n = Number(token);
    let value = n;
    if (cmd === "H") value = FRAME.width - n;
    else if (cmd === "A") {
      const slot = argIndex % 7;
      if (slot === 4) value = n === 0 ? 1 : 0;
      else if (slot === 5) value = FRAME.width - n;
    } else if (cmd !== "V" && argIndex % 2 === 0) value = FRAME.width - n;
    out.push(String(round(value)));
    argIndex += 1;
  }
  return out.join(" ");
}

/** The same path and its mirror image, for symmetric details. */
export function both(d: string): [string, string] {
  return [d, mirror(d)];
}

/**
 * A lens: a shape tapering to points at both ends, widest in the middle and curved sideways by
 * `bend`. Cloth folds, creases and highlights are all variations of it.
 */
export function lens(a: Point, b: Point, width: number, bend = 0): string {
  const [ax, ay] = a;
  const [bx, by] = b;
  const len = Math.hypot(bx - ax, by - ay) || 1;
  const nx = -(by - ay) / len;
  const ny = (bx - ax) / len;
  const mx = (ax + bx) / 2;
  const my = (ay + by) / 2;
  const c1: Point = [mx + nx * (2 * bend + width), my + ny * (2 * bend + width)];
  const c2: Point = [mx + nx * (2 * bend - width), my + ny * (2 * bend - width)];
  return `M ${pt(a)} Q ${pt(c1)} ${pt(b)} Q ${pt(c2)} ${pt(a)} Z`;
}

/** One cubic segment of an outline: two control points and an end point. */
export interface Seg {
  c1: Point;
  c2: Point;
  to: Point;
}

export function mirrorPoint([x, y]: Point): Point {
  return [FRAME.width - x, y];
}

/**
 * A closed outline symmetric about the centre line, authored as its left half going down.
 * `bottom` joins the left half's end to its mirror, `top` closes the shape back to the start.
 */
export function symmetric(
  start: Point,
  segs: readonly Seg[],
  bottom: (from: Point, to: Point) => string,
  top: (from: Point, to: Point) => string,
): string {
  const ends = [start, ...segs.map((s) => s.to)];
  const last = ends[ends.length - 1] ?? start;
  let d = `M ${pt(start)}`;
  for (const s of segs) d += ` C ${pt(s.c1)} ${pt(s.c2)} ${pt(s.to)}`;
  d += ` ${bottom(last, mirrorPoint(last))}`;
  for (let i = segs.length - 1; i >= 0; i -= 1) {
    const s = segs[i];
    const prev = ends[i];
    if (!s || !prev) continue;
    d += ` C ${pt(mirrorPoint(s.c2))} ${pt(mirrorPoint(s.c1))} ${pt(mirrorPoint(prev))}`;
  }
  d += ` ${top(mirrorPoint(start), start)} Z`;
  return d;
}
