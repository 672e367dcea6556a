// The header's "ATELIER": Cormorant Garamond 500 outlines in an SVG file
// (public/images/wordmark.svg, from scripts/assets/wordmark-svg.mjs), not text. It was the only
// visible text in that face on shop pages, so the text wordmark made every first visit download
// a 24 KB font at the browser's highest priority, alongside the LCP image (docs/benchmarks.md
// §6). Same glyphs, tracking and line box as the text: 5.95em × 1em of the link's font size
// (header.module.css), baseline 0.8185em down. The link carries the accessible name.
export const WORDMARK_SRC = "/images/wordmark.svg";

export function Wordmark() {
  return <img src={WORDMARK_SRC} alt="" width={595} height={100} />;
}
