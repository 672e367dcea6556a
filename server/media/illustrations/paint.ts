// Shared paint: gradient definitions and the small vocabulary every garment is drawn with
// (fold, sheen, seam, stitch, button). Keeping it in one place is what makes twenty kinds of
// garment look like one photographed collection.
import type { FabricTints } from "./tints";

const LIGHT = "#FFF8EE";
const SHADOW = "#140E0A";

function stop(offset: number, color: string, opacity = 1): string {
  return `<stop offset="${offset}" stop-color="${color}"${opacity === 1 ? "" : ` stop-opacity="${opacity}"`}/>`;
}

function linear(id: string, stops: string[], x2 = 1, y2 = 0, x1 = 0, y1 = 0): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops.join("")}</linearGradient>`;
}

function radial(id: string, stops: string[], cx = 0.5, cy = 0.5, r = 0.5): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops.join("")}</radialGradient>`;
}

/**
 * Knit textures: stockinette vees for bodies, vertical ribs for bands and cuffs. librsvg only
 * tiles a pattern quickly when its tile lands on whole device pixels; a drawing framed with a
 * zoom passes it here so the tiles are scaled back to their authored size.
 */
function knitPatterns(t: FabricTints, zoom: number): string {
  const tf = zoom === 1 ? "" : ` patternTransform="scale(${1 / zoom})"`;
  return [
    `<pattern id="knit" width="14" height="16" patternUnits="userSpaceOnUse"${tf}><path d="M 1 2 L 7 12 L 13 2" fill="none" stroke="${t.deep}" stroke-opacity="0.22" stroke-width="2.2"/><path d="M 2 1 L 7 9" stroke="${t.highlight}" stroke-opacity="0.16" stroke-width="1.6"/></pattern>`,
    `<pattern id="rib" width="12" height="12" patternUnits="userSpaceOnUse"${tf}><rect width="5" height="12" fill="${t.deep}" fill-opacity="0.26"/><rect x="6" width="2" height="12" fill="${t.highlight}" fill-opacity="0.2"/></pattern>`,
    `<pattern id="ribH" width="12" height="12" patternUnits="userSpaceOnUse"${tf}><rect width="12" height="5" fill="${t.deep}" fill-opacity="0.26"/><rect y="6" width="12" height="2" fill="${t.highlight}" fill-opacity="0.2"/></pattern>`,
    `<pattern id="twill" width="10" height="10" patternUnits="userSpaceOnUse"${tf}><path d="M -2 12 L 12 -2" stroke="${t.deep}" stroke-opacity="0.14" stroke-width="2.5"/></pattern>`,
  ].join("");
}

/** Gradients and textures every drawing may reference by id (url(#body), url(#knit), …). */
export function paintDefs(t: FabricTints, zoom = 1): string {
  return [
    knitPatterns(t, zoom),
    // Light falls from the upper left: forms are lit on their left and turn away on the right.
    linear("body", [stop(0, t.light), stop(0.3, t.base), stop(0.66, t.base), stop(1, t.shade)]),
    linear("sleeveL", [stop(0, t.light), stop(0.55, t.base), stop(1, t.shade)]),
    linear("sleeveR", [stop(0, t.base), stop(0.55, t.shade), stop(1, t.deep)]),
    linear(
      "drape",
      [stop(0, LIGHT, 0.12), stop(0.3, LIGHT, 0), stop(0.65, SHADOW, 0), stop(1, SHADOW, 0.16)],
      0,
      1,
    ),
    radial("form", [stop(0, LIGHT, 0.2), stop(1, LIGHT, 0)], 0.3, 0.22, 0.55),
    linear("inside", [stop(0, t.inside), stop(1, t.deep)], 0, 1),
    linear("aoDown", [stop(0, SHADOW, 0.34), stop(1, SHADOW, 0)], 0, 1),
    linear("aoUp", [stop(0, SHADOW, 0), stop(1, SHADOW, 0.26)], 0, 1),
    linear("aoRight", [stop(0, SHADOW, 0.3), stop(1, SHADOW, 0)]),
    linear("aoLeft", [stop(0, SHADOW, 0), stop(1, SHADOW, 0.3)]),
    linear(
      "leather",
      [stop(0, t.highlight), stop(0.22, t.light), stop(0.5, t.base), stop(0.85, t.shade), stop(1, t.deep)],
      1,
      1,
    ),
    linear(
      "metal",
      [stop(0, "#F1E3B8"), stop(0.4, "#C6A669"), stop(0.75, "#8F703C"), stop(1, "#D8BE86")],
      1,
      1,
    ),
    linear("sole", [stop(0, "#F7F3EC"), stop(1, "#DCD4C7")], 0, 1),
    radial("horn", [stop(0, "#7A5C47"), stop(0.7, "#3A2A1F"), stop(1, "#22170F")], 0.38, 0.34, 0.75),
    radial("tonal", [stop(0, t.highlight), stop(0.65, t.base), stop(1, t.deep)], 0.38, 0.34, 0.75),
    radial("pearl", [stop(0, "#FFFDF8"), stop(0.7, "#EAE3D6"), stop(1, "#C9BFAF")], 0.38, 0.34, 0.75),
  ].join("");
}

// Translucency is always fill-opacity / stroke-opacity, never `opacity`: librsvg renders an
// element with `opacity` through an offscreen layer, which made renders several times slower.
export function fill(d: string, color: string, opacity = 1): string {
  return `<path d="${d}" fill="${color}"${opacity === 1 ? "" : ` fill-opacity="${opacity}"`}/>`;
}

/**
 * A main cloth panel: filled with a gradient and edged with a soft darker line, which separates
 * pale cloth from the pale background the way a real contour shadow would.
 */
export function panel(t: FabricTints, d: string, gradient = "body"): string {
  return `<path d="${d}" fill="url(#${gradient})" stroke="${t.seam}" stroke-width="1.6" stroke-opacity="0.45" stroke-linejoin="round"/>`;
}

/** The vertical drape overlay: a touch of light at the top, weight at the hem. */
export function drape(d: string): string {
  return `<path d="${d}" fill="url(#drape)"/>`;
}

/** Overlay a texture pattern (knit, rib, ribH, twill) on a shape. */
export function texture(d: string, pattern: "knit" | "rib" | "ribH" | "twill"): string {
  return `<path d="${d}" fill="url(#${pattern})"/>`;
}

/** A broad soft highlight on the upper left of a form, which is what makes it read as round. */
export function formLight(d: string): string {
  return `<path d="${d}" fill="url(#form)"/>`;
}

export function fold(t: FabricTints, d: string, opacity = 0.3): string {
  return fill(d, t.deep, opacity);
}

export function sheen(t: FabricTints, d: string, opacity = 0.45): string {
  return fill(d, t.highlight, opacity);
}

export function seam(t: FabricTints, d: string, width = 2.2, opacity = 0.85): string {
  return `<path d="${d}" fill="none" stroke="${t.seam}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" stroke-opacity="${opacity}"/>`;
}

export function stitch(t: FabricTints, d: string, width = 1.8): string {
  return `<path d="${d}" fill="none" stroke="${t.stitch}" stroke-width="${width}" stroke-dasharray="7 5" stroke-linecap="round" stroke-opacity="0.8"/>`;
}

export type ButtonStyle = "horn" | "tonal" | "pearl" | "metal";

/** A sewn button: body, rim, thread holes and a small catch-light. */
export function button(x: number, y: number, r: number, style: ButtonStyle = "horn"): string {
  const hole = r * 0.16;
  const off = r * 0.3;
  const holeFill = style === "pearl" ? "#B7AC9B" : style === "metal" ? "#7A5E30" : "#120C08";
  const holes =
    style === "metal"
      ? ""
      : [
          [-off, -off],
          [off, -off],
          [-off, off],
          [off, off],
        ]
          .map(
            ([dx = 0, dy = 0]) =>
              `<circle cx="${x + dx}" cy="${y + dy}" r="${hole}" fill="${holeFill}" fill-opacity="0.75"/>`,
          )
          .join("");
  return [
    `<circle cx="${x + r * 0.12}" cy="${y + r * 0.22}" r="${r}" fill="${SHADOW}" fill-opacity="0.22"/>`,
    `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#${style})"/>`,
    `<circle cx="${x}" cy="${y}" r="${r * 0.78}" fill="none" stroke="${LIGHT}" stroke-opacity="0.18" stroke-width="${Math.max(1, r * 0.1)}"/>`,
    holes,
  ].join("");
}
