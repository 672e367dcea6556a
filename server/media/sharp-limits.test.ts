import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { SHARP_LIMITS, limitSharp } from "./sharp-limits";

describe("limitSharp", () => {
  it("caps libvips' operation cache and threads per image", () => {
    limitSharp();
    const cache = sharp.cache();
    expect(cache.memory.max).toBe(SHARP_LIMITS.memoryMb);
    expect(cache.files.max).toBe(SHARP_LIMITS.files);
    expect(cache.items.max).toBe(SHARP_LIMITS.items);
    expect(sharp.concurrency()).toBe(SHARP_LIMITS.threadsPerImage);
  });
});
