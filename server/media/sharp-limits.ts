// sharp (libvips) is loaded on first use, not at start: most processes only serve pages and
// images already rendered, and libvips alone kept ~10 MB of every process resident (benchmarks
// §0i). Whoever renders an image asks for it through loadSharp().
//
// libvips keeps its own operation cache (by default up to 50 MB, 100 operations and 20 open
// files) and one worker thread per core for each image. The server writes every rendered width
// to disk or the blob store and never renders the same input twice in a row, so that cache
// only holds memory (decision 50): it is capped small, and one thread per image is enough when
// the media store already renders up to a core's worth of images side by side.

import type sharpModule from "sharp";

export const SHARP_LIMITS = { memoryMb: 8, files: 0, items: 20, threadsPerImage: 1 } as const;

export type SharpModule = typeof sharpModule;

let loading: Promise<SharpModule> | null = null;

/** sharp with the limits above, loaded once per process on the first call. */
export function loadSharp(): Promise<SharpModule> {
  loading ??= import("sharp").then(
    (m) => {
      const sharp = m.default;
      sharp.cache({ memory: SHARP_LIMITS.memoryMb, files: SHARP_LIMITS.files, items: SHARP_LIMITS.items });
      sharp.concurrency(SHARP_LIMITS.threadsPerImage);
      return sharp;
    },
    (err: unknown) => {
      loading = null; // asked again by the next image
      throw err;
    },
  );
  return loading;
}
