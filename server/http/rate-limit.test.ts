import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit";

describe("createRateLimiter", () => {
  it("allows `limit` requests per window, then names the seconds to wait", () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 10_000 });
    expect(limiter.hit("a", 0)).toBe(0);
    expect(limiter.hit("a", 1_000)).toBe(0);
    expect(limiter.hit("a", 2_000)).toBe(8);
    // Another sender has its own allowance.
    expect(limiter.hit("b", 2_000)).toBe(0);
  });

  it("slides: a request leaves the count once its window has passed", () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 10_000 });
    limiter.hit("a", 0);
    limiter.hit("a", 5_000);
    expect(limiter.hit("a", 9_999)).toBeGreaterThan(0);
    expect(limiter.hit("a", 10_001)).toBe(0);
  });

  it("refused requests do not extend the wait", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 10_000 });
    limiter.hit("a", 0);
    for (let t = 1_000; t < 10_000; t += 1_000) limiter.hit("a", t);
    expect(limiter.hit("a", 10_001)).toBe(0);
  });

  it("reset forgets every sender", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 10_000 });
    limiter.hit("a", 0);
    limiter.reset();
    expect(limiter.hit("a", 1)).toBe(0);
  });
});
