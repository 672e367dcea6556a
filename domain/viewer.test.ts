import { describe, expect, it } from "vitest";
import { VIEWER_COOKIE, viewerFromCookies, viewerFromFlag } from "./viewer";

describe("the session flag", () => {
  it("reads customer, staff or guest from its value", () => {
    expect(viewerFromFlag("1")).toBe("customer");
    expect(viewerFromFlag("staff")).toBe("staff");
    for (const other of [undefined, "", "0", "true", "admin"]) expect(viewerFromFlag(other)).toBe("guest");
  });

  it("finds its own cookie among the others, and only its own", () => {
    expect(viewerFromCookies(`a=1; ${VIEWER_COOKIE}=staff; b=2`)).toBe("staff");
    expect(viewerFromCookies(`${VIEWER_COOKIE}=1`)).toBe("customer");
    expect(viewerFromCookies(`x${VIEWER_COOKIE}=1; b=2`)).toBe("guest");
    expect(viewerFromCookies("")).toBe("guest");
  });
});
