// Writes public/images/wordmark.svg: "ATELIER" set in Cormorant Garamond 500 (the face and
// tracking of the former text wordmark) as outlines in the ink colour, for
// app/features/shell/wordmark.tsx. Outlines so the header never downloads that 24 KB face: on
// every shop page the wordmark was its only visible text (docs/benchmarks.md §6). A file, not
// inline SVG: inline, the path would be in every route's JavaScript too (+2.6 KB gzip).
//
// fontkit is not a dependency of the shop; run once after a font or tracking change:
//   npm i --no-save fontkit@2.0.4 && node scripts/assets/wordmark-svg.mjs
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as fontkit from "fontkit";

const TRACKING_EM = 0.34; // --tracking-wordmark in app/styles/tokens.css
const INK = "#1c1a17"; // --color-ink
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const font = fontkit.openSync(
  path.join(
    root,
    "node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2",
  ),
);
const upm = font.unitsPerEm;
const run = font.layout("ATELIER");
let x = 0;
const d = run.glyphs
  .map((glyph, i) => {
    const at = run.positions[i];
    const outline = glyph.path.translate(x + at.xOffset, at.yOffset).toSVG();
    x += at.xAdvance + (i < run.glyphs.length - 1 ? TRACKING_EM * upm : 0);
    return outline;
  })
  .join("")
  .replace(/-?\d+\.\d+/g, (n) => String(Math.round(Number(n))));
// The box of one line at line-height 1: the baseline sits half the leading plus the ascent down.
const ascent = font["OS/2"].typoAscender;
const descent = -font["OS/2"].typoDescender;
const baseline = (upm - (ascent + descent)) / 2 + ascent;
const svg =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 ${-baseline} ${x} ${upm}">` +
  `<path transform="scale(1 -1)" fill="${INK}" d="${d}"/></svg>\n`;
writeFileSync(path.join(root, "public/images/wordmark.svg"), svg);
console.log(`public/images/wordmark.svg: ${x} x ${upm} units, baseline ${baseline}, ${svg.length} bytes`);
