// The studio: a warm off-white sweep with a soft glow behind the subject and a contact shadow
// on the floor. Every product image and the hero images share it.
import { FRAME } from "./geometry";

export interface FloorShadow {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  /** Peak darkness of the contact shadow, 0–1. */
  strength?: number;
}

export const STUDIO = {
  top: "#F4F0EA",
  bottom: "#EAE3D9",
  glow: "#FFFCF7",
  shadow: "#2A1E14",
} as const;

function studioDefs(): string {
  return [
    `<linearGradient id="studio" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${STUDIO.top}"/><stop offset="0.72" stop-color="#F0EBE3"/><stop offset="1" stop-color="${STUDIO.bottom}"/></linearGradient>`,
    `<radialGradient id="glow" cx="0.46" cy="0.4" r="0.62"><stop offset="0" stop-color="${STUDIO.glow}" stop-opacity="0.85"/><stop offset="1" stop-color="${STUDIO.glow}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="floorShadow"><stop offset="0" stop-color="${STUDIO.shadow}" stop-opacity="1"/><stop offset="0.45" stop-color="${STUDIO.shadow}" stop-opacity="0.45"/><stop offset="1" stop-color="${STUDIO.shadow}" stop-opacity="0"/></radialGradient>`,
  ].join("");
}

export function floorShadow({ cx, cy, rx, ry, strength = 0.22 }: FloorShadow): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#floorShadow)" fill-opacity="${strength}"/>`;
}

/** Wrap drawing markup in the studio frame; `defs` are the drawing's gradients. */
export function studio(
  defs: string,
  content: string,
  width: number = FRAME.width,
  height: number = FRAME.height,
): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs>${studioDefs()}${defs}</defs>`,
    `<rect width="${width}" height="${height}" fill="url(#studio)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>`,
    content,
    `</svg>`,
  ].join("");
}
