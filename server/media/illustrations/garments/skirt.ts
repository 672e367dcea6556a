// A pleated midi skirt: a narrow waistband releasing soft knife pleats that fan out to a
// gently swaying hem. The back shows the concealed zip.
import { FRAME, lens } from "../geometry";
import { drape, fold, formLight, panel, seam, sheen, stitch } from "../paint";
import type { DrawGarment } from "../types";

const cx = FRAME.cx;
const WAIST = 250;
const WAIST_HALF = 176;
const HEM = 1360;
const HEM_HALF = 372;
const PLEATS = 12;

function outline(): string {
  // The hem scallops slightly where each pleat turns.
  let hem = "";
  for (let i = PLEATS; i > 0; i -= 1) {
    const x0 = cx - HEM_HALF + ((2 * HEM_HALF) / PLEATS) * i;
    const x1 = x0 - (2 * HEM_HALF) / PLEATS;
    const sag = 22 * Math.sin((Math.PI * (i - 0.5)) / PLEATS);
    hem += ` Q ${(x0 + x1) / 2} ${HEM + sag + 6} ${x1} ${HEM + sag * 0.8}`;
  }
  return `M ${cx - WAIST_HALF} ${WAIST} Q ${cx} ${WAIST + 8} ${cx + WAIST_HALF} ${WAIST} C ${cx + WAIST_HALF + 40} ${WAIST + 300} ${cx + HEM_HALF - 40} ${HEM - 360} ${cx + HEM_HALF} ${HEM}${hem} C ${cx - HEM_HALF + 40} ${HEM - 360} ${cx - WAIST_HALF - 40} ${WAIST + 300} ${cx - WAIST_HALF} ${WAIST} Z`;
}

export const skirt: DrawGarment = (t, view) => {
  const d = outline();
  const parts = [panel(t, d, "body"), drape(d), formLight(d)];
  for (let i = 1; i < PLEATS; i += 1) {
    const k = i / PLEATS - 0.5;
    const top = cx + k * 2 * WAIST_HALF * 0.9;
    const bottom = cx + k * 2 * HEM_HALF;
    parts.push(fold(t, lens([top, WAIST + 80], [bottom, HEM + 8], 10 + Math.abs(k) * 10, k * 10), 0.28));
    parts.push(sheen(t, lens([top + 12, WAIST + 120], [bottom + 26, HEM - 10], 6, k * 10), 0.3));
  }
  const band = `M ${cx - WAIST_HALF} ${WAIST} Q ${cx} ${WAIST + 8} ${cx + WAIST_HALF} ${WAIST} L ${cx + WAIST_HALF + 3} ${WAIST + 50} Q ${cx} ${WAIST + 58} ${cx - WAIST_HALF - 3} ${WAIST + 50} Z`;
  parts.push(`<g transform="translate(0 6)">${fold(t, band, 0.3)}</g>`, panel(t, band, "body"));
  parts.push(
    stitch(
      t,
      `M ${cx - WAIST_HALF + 4} ${WAIST + 42} Q ${cx} ${WAIST + 50} ${cx + WAIST_HALF - 4} ${WAIST + 42}`,
    ),
  );
  if (view === 2) {
    parts.push(seam(t, `M ${cx} ${WAIST + 50} L ${cx} ${WAIST + 420}`, 2.4));
    parts.push(`<rect x="${cx - 5}" y="${WAIST + 14}" width="10" height="30" rx="4" fill="url(#metal)"/>`);
  }
  return { content: parts.join(""), shadow: { cx, cy: HEM + 70, rx: 420, ry: 30 } };
};
