import { describe, expect, it } from "vitest";
import { parseMediaKey, seedKey } from "./media-key";

describe("media keys", () => {
  it("parses seed keys with known kinds, colours and views", () => {
    expect(parseMediaKey("seed/trench-coat/camel/1")).toEqual({
      type: "seed",
      kind: "trench-coat",
      color: "camel",
      view: 1,
    });
    expect(parseMediaKey("seed/loafers/grey-melange/2")).toMatchObject({ color: "grey-melange", view: 2 });
    expect(parseMediaKey(seedKey("hat", "black", 2))).toMatchObject({ kind: "hat" });
  });

  it("parses upload keys", () => {
    expect(parseMediaKey("u/0123456789abcdef0123")).toEqual({ type: "upload", id: "0123456789abcdef0123" });
  });

  it.each([
    "seed/unicorn/camel/1",
    "seed/trench-coat/mauve/1",
    "seed/trench-coat/camel/3",
    "seed/trench-coat/camel/1/",
    "seed/trench-coat/camel",
    "seed/../camel/1",
    "seed/trench-coat/../1",
    "seed/Trench-Coat/camel/1",
    "seed/trench-coat/camel/01",
    "seed/toString/camel/1",
    "u/../../etc",
    "u/0123456789ABCDEF0123",
    "u/0123456789abcdef012",
    "u/0123456789abcdef0123/x",
    "/seed/trench-coat/camel/1",
    "seed\\trench-coat\\camel\\1",
    "",
  ])("rejects %j", (key) => {
    expect(parseMediaKey(key)).toBeNull();
  });
});
