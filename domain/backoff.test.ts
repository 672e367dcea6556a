import { describe, expect, it } from "vitest";
import { backoffMs, tryAgainMessage } from "./backoff";

const rule = { free: 5, baseMs: 1000, capMs: 15 * 60_000 };

describe("backoffMs", () => {
  it("lets the free failures through without a wait", () => {
    for (let n = 0; n < 5; n++) expect(backoffMs(n, rule)).toBe(0);
  });

  it("doubles the wait with each failure past the free ones", () => {
    expect([5, 6, 7, 8].map((n) => backoffMs(n, rule))).toEqual([1000, 2000, 4000, 8000]);
  });

  it("never waits longer than the cap, however many failures", () => {
    expect(backoffMs(15, rule)).toBe(15 * 60_000);
    expect(backoffMs(50, rule)).toBe(15 * 60_000);
    expect(backoffMs(10_000, rule)).toBe(15 * 60_000);
  });
});

describe("tryAgainMessage", () => {
  it("says seconds under a minute and whole minutes above", () => {
    expect(tryAgainMessage(1)).toBe("Too many sign-in attempts. Please try again in 1 second.");
    expect(tryAgainMessage(8)).toBe("Too many sign-in attempts. Please try again in 8 seconds.");
    expect(tryAgainMessage(60)).toBe("Too many sign-in attempts. Please try again in 1 minute.");
    expect(tryAgainMessage(900)).toBe("Too many sign-in attempts. Please try again in 15 minutes.");
    expect(tryAgainMessage(61)).toBe("Too many sign-in attempts. Please try again in 2 minutes.");
  });
});
