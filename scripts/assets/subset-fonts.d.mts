export interface Face {
  pkg: string;
  family: string;
  weight: number;
  style: string;
}
export const OUT_DIR: string;
export const FACES: Face[];
export const LATIN: string;
export const CORE: [number, number][];
export const FEATURES: string[];
export function parseRange(css: string): number[];
export function formatRange(points: number[]): string;
export function corePoints(): number[];
export function restPoints(): number[];
export function fileBase(face: Face): string;
export function sourceFile(face: Face): string;
export function subsetFace(face: Face): Promise<Buffer>;
export function fontsCss(): string;
