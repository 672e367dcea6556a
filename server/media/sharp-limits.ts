// libvips keeps its own operation cache (by default up to 50 MB, 100 operations and 20 open
// files) and one worker thread per core for each image. The server writes every rendered width
// to disk or the blob store and never renders the same input twice in a row, so that cache
// only holds memory (decision 50): it is capped small, and one thread per image is enough when
// the media store already renders up to a core's worth of images side by side.
import sharp from "sharp";

export const SHARP_LIMITS = { memoryMb: 8, files: 0, items: 20, threadsPerImage: 1 } as const;

export function limitSharp(): void {
  sharp.cache({ memory: SHARP_LIMITS.memoryMb, files: SHARP_LIMITS.files, items: SHARP_LIMITS.items });
  sharp.concurrency(SHARP_LIMITS.threadsPerImage);
}
