// Writes app/styles/fonts/: for each face the shop uses, a "core" subset (the characters the
// shop's own text and most product copy need) and fonts.css, which declares each face twice —
// the core file for the core characters, Fontsource's whole Latin file for the rest of Latin.
// A browser downloads a face only for characters in its unicode-range, so a page whose text
// stays within the core never fetches the larger file, and one with an "ø" still renders it.
//
// Why: on a phone's first visit the fonts travel with the LCP image. Cormorant 400 (preloaded)
// was 22.9 KB, two TCP round trips on a fresh connection; its core subset is 14.1 KB, one
// (docs/benchmarks.md §0d). Run after a Fontsource update or a change to CORE:
//   node scripts/assets/subset-fonts.mjs
// `npm test` checks that the committed files are what this script writes.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const OUT_DIR = path.join(root, "app/styles/fonts");

/** Every face app/root.tsx loads: Fontsource package, family name, weight, style. */
export const FACES = [
  { pkg: "jost", family: "Jost", weight: 300, style: "normal" },
  { pkg: "jost", family: "Jost", weight: 400, style: "normal" },
  { pkg: "jost", family: "Jost", weight: 500, style: "normal" },
  { pkg: "cormorant-garamond", family: "Cormorant Garamond", weight: 400, style: "normal" },
  { pkg: "cormorant-garamond", family: "Cormorant Garamond", weight: 500, style: "normal" },
  { pkg: "cormorant-garamond", family: "Cormorant Garamond", weight: 400, style: "italic" },
];

/** Fontsource's "latin" subset, as its CSS declares it: what the whole files cover. */
export const LATIN =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";

/**
 * The core: printable ASCII, the punctuation and signs the shop's texts use (no-break space,
 * dashes, curly quotes, bullet, ellipsis, §, ©, ®, °, ·, ×, −, €, ™) and the accented letters of
 * French and Italian fashion words (crêpe, bouclé, façonné), in both cases for uppercase labels. Each letter costs ~50–100 bytes per
 * face: Cormorant 400 with every Latin-1 letter is 15.3 KB, over one round trip.
 */
export const CORE = [
  [0x20, 0x7e],
  ..."\u00a0\u00a7\u00a9\u00ae\u00b0\u00b7\u00d7\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u2212\u20ac\u2122"
    .split("")
    .map((c) => [c.codePointAt(0), c.codePointAt(0)]),
  ..."àâçèéêëîïôöùûüÀÂÇÈÉÊËÎÏÔÖÙÛÜ".split("").map((c) => [c.codePointAt(0), c.codePointAt(0)]),
];

/** `U+XXXX-YYYY,…` → sorted code points. */
export function parseRange(css) {
  const points = new Set();
  for (const part of css.split(",")) {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    for (let c = parseInt(from, 16); c <= parseInt(to, 16); c++) points.add(c);
  }
  return [...points].sort((a, b) => a - b);
}

/** Sorted code points → `U+XXXX-YYYY,…` with runs merged. */
export function formatRange(points) {
  const hex = (c) => c.toString(16).toUpperCase().padStart(4, "0");
  const runs = [];
  for (const c of points) {
    const last = runs.at(-1);
    if (last && c === last[1] + 1) last[1] = c;
    else runs.push([c, c]);
  }
  return runs.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(",");
}

export function corePoints() {
  const points = new Set();
  for (const [a, b] of CORE) for (let c = a; c <= b; c++) points.add(c);
  return [...points].sort((a, b) => a - b);
}

const isControl = (c) => c < 0x20 || (c >= 0x7f && c < 0xa0);

/** Latin less the core and the control characters (never drawn): what the whole file is still asked for. */
export function restPoints() {
  const core = new Set(corePoints());
  return parseRange(LATIN).filter((c) => !core.has(c) && !isControl(c));
}

export const fileBase = (f) => `${f.pkg}-${f.weight}-${f.style}`;
export const sourceFile = (f) =>
  path.join(root, "node_modules/@fontsource", f.pkg, "files", `${f.pkg}-latin-${f.weight}-${f.style}.woff2`);

/**
 * OpenType features kept: those browsers apply by default, and the figures the stylesheets ask
 * for (`font-variant-numeric: tabular-nums`, `lining-nums`). Keeping every feature, as
 * subset-font does unless told, also kept Cormorant's small caps, old-style figures and swashes,
 * 1.3 KB per face that no page asks for.
 */
export const FEATURES = [
  "kern",
  "liga",
  "clig",
  "calt",
  "ccmp",
  "locl",
  "mark",
  "mkmk",
  "rlig",
  "rvrn",
  "tnum",
  "lnum",
];

/** The core subset of one face, as woff2 bytes. */
export async function subsetFace(face) {
  const { default: subsetFont } = await import("subset-font");
  const text = String.fromCodePoint(...corePoints());
  const bytes = await subsetFont(readFileSync(sourceFile(face)), text, {
    targetFormat: "woff2",
    keepFeatures: FEATURES,
  });
  return Buffer.from(bytes);
}

/** fonts.css: the whole file first, then the core, for each face (ranges do not overlap). */
export function fontsCss() {
  const rest = formatRange(restPoints());
  const core = formatRange(corePoints());
  const face = (f, src, range) =>
    [
      "@font-face {",
      `  font-family: "${f.family}";`,
      `  font-style: ${f.style};`,
      "  font-display: swap;",
      `  font-weight: ${f.weight};`,
      `  src: url("${src}") format("woff2");`,
      `  unicode-range: ${range};`,
      "}",
    ].join("\n");
  const blocks = FACES.flatMap((f) => [
    face(f, `../../../node_modules/@fontsource/${f.pkg}/files/${path.basename(sourceFile(f))}`, rest),
    face(f, `./${fileBase(f)}-core.woff2`, core),
  ]);
  return `/* Written by scripts/assets/subset-fonts.mjs: do not edit. */\n${blocks.join("\n")}\n`;
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  for (const face of FACES) {
    const bytes = await subsetFace(face);
    writeFileSync(path.join(OUT_DIR, `${fileBase(face)}-core.woff2`), bytes);
    const whole = readFileSync(sourceFile(face)).length;
    console.log(`${fileBase(face)}: ${whole} → ${bytes.length} bytes`);
  }
  writeFileSync(path.join(OUT_DIR, "fonts.css"), fontsCss());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
