export declare const COMPRESSIBLE: RegExp;
export declare const MIN_BYTES: number;
export interface PrecompressResult {
  /** Files that got a compressed copy. */
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}
/** Writes `.br` and `.gz` beside every compressible text file under `dir` (the client build). */
export declare function precompressDir(dir: string): Promise<PrecompressResult>;
