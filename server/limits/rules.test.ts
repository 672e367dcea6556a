import { describe, expect, it } from "vitest";
import { alertsOwner, SIGN_IN_BACKOFF } from "./rules";

describe("the owner's sign-in alert", () => {
  it("is due from the threshold on, also when a parallel failure counted past it", () => {
    const at = SIGN_IN_BACKOFF.alertOwnerAt;
    expect(alertsOwner(at - 1)).toBe(false);
    expect(alertsOwner(at)).toBe(true);
    expect(alertsOwner(at + 1)).toBe(true);
    expect(alertsOwner(2 * at - 1)).toBe(true);
  });

  it("is not written again at every failure of a long attack", () => {
    expect(alertsOwner(2 * SIGN_IN_BACKOFF.alertOwnerAt)).toBe(false);
    expect(alertsOwner(500)).toBe(false);
  });
});
