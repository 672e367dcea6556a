import { describe, expect, it, vi } from "vitest";
import { invalid, notFound } from "../../../server/services/errors";
import { afterCursor, pageAfter } from "./page-after.server";

describe("afterCursor", () => {
  it("reads ?after=, trimmed; a blank or over-long one is none", () => {
    expect(afterCursor(new URLSearchParams("after=abc"))).toBe("abc");
    expect(afterCursor(new URLSearchParams("after=%20abc%20"))).toBe("abc");
    expect(afterCursor(new URLSearchParams("after="))).toBeUndefined();
    expect(afterCursor(new URLSearchParams(`after=${"a".repeat(401)}`))).toBeUndefined();
    expect(afterCursor(new URLSearchParams("size=M"))).toBeUndefined();
  });
});

describe("pageAfter", () => {
  it("reads from the cursor, or from the start when the cursor is refused as invalid", async () => {
    const read = vi.fn(async (cursor: string | undefined) => {
      if (cursor === "bad") throw invalid("Invalid cursor.", { cursor: "Invalid cursor." });
      return cursor ?? "first";
    });
    expect(await pageAfter("good", read)).toBe("good");
    expect(await pageAfter(undefined, read)).toBe("first");
    expect(await pageAfter("bad", read)).toBe("first");
  });

  it("lets any other failure through", async () => {
    await expect(pageAfter("c", () => Promise.reject(notFound()))).rejects.toThrow("Not found.");
  });
});
