import { describe, expect, it } from "vitest";
import { SignInThrottle } from "./sign-in-throttle";

describe("SignInThrottle", () => {
  it("blocks an account after the limit of failures within the window, then lets it go", () => {
    let now = 0;
    const t = new SignInThrottle({ perAccount: 3, perAddress: 100, windowMs: 1000 }, () => now);
    for (let i = 0; i < 3; i++) t.recordFailure("a@b.co", `10.0.0.${i}`);
    expect(t.isBlocked("a@b.co", "10.0.0.9")).toBe(true);
    expect(t.isBlocked("other@b.co", "10.0.0.9")).toBe(false);
    now = 1001;
    expect(t.isBlocked("a@b.co", "10.0.0.9")).toBe(false);
  });

  it("blocks an address that fails across many accounts", () => {
    const t = new SignInThrottle({ perAccount: 100, perAddress: 2, windowMs: 1000 }, () => 0);
    t.recordFailure("x@b.co", "1.2.3.4");
    t.recordFailure("y@b.co", "1.2.3.4");
    expect(t.isBlocked("z@b.co", "1.2.3.4")).toBe(true);
    expect(t.isBlocked("z@b.co", "5.6.7.8")).toBe(false);
  });

  it("clears an account's count on success", () => {
    const t = new SignInThrottle({ perAccount: 2, perAddress: 100, windowMs: 1000 }, () => 0);
    t.recordFailure("a@b.co", "1.1.1.1");
    t.recordSuccess("a@b.co");
    t.recordFailure("a@b.co", "1.1.1.1");
    expect(t.isBlocked("a@b.co", "1.1.1.1")).toBe(false);
  });
});
