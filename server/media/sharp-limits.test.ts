import { describe, expect, it } from "vitest";
import { SHARP_LIMITS, loadSharp } from "./sharp-limits";

describe("loadSharp", () => {
  it("loads sharp once, with libvips' operation cache and threads per image capped", async () => {
    const sharp = await loadSharp();
    expect(await loadSharp()).toBe(sharp);
    const cache = sharp.cache();
    expect(cache.memory.max).toBe(SHARP_LIMITS.memoryMb);
    expect(cache.files.max).toBe(SHARP_LIMITS.files);
    expect(cache.items.max).toBe(SHARP_LIMITS.items);
    expect(sharp.concurrency()).toBe(SHARP_LIMITS.threadsPerImage);
  });
});
