import { describe, expect, it } from "vitest";
import { findUnsafeField, findUnsafeParam, isUnsafeText, MAX_BODY_DEPTH, nestsDeeperThan } from "./safe-text";

describe("isUnsafeText", () => {
  it("refuses NUL, other C0 controls and DEL", () => {
    for (const text of ["a\u0000b", "\u0001", "x\u001b[31m", "\u007f"])
      expect(isUnsafeText(text, { lineBreaks: true }), JSON.stringify(text)).toBe(true);
  });

  it("lets tab and line breaks through only where allowed", () => {
    expect(isUnsafeText("line one\r\nline two\tend", { lineBreaks: true })).toBe(false);
    expect(isUnsafeText("a\nb", { lineBreaks: false })).toBe(true);
    expect(isUnsafeText("a\tb", { lineBreaks: false })).toBe(true);
  });

  it("refuses lone surrogates and accepts paired ones", () => {
    expect(isUnsafeText("\ud800", { lineBreaks: true })).toBe(true);
    expect(isUnsafeText("a\udc00b", { lineBreaks: true })).toBe(true);
    expect(isUnsafeText("\ud83d", { lineBreaks: true })).toBe(true);
    expect(isUnsafeText("👗 robe", { lineBreaks: false })).toBe(false);
  });

  it("accepts right-to-left, accented and wide text", () => {
    expect(isUnsafeText("فستان حرير", { lineBreaks: false })).toBe(false);
    expect(isUnsafeText("\u202eRobe élégante 絹", { lineBreaks: false })).toBe(false);
  });
});

describe("findUnsafeField", () => {
  it("names the nested field holding the unsafe string", () => {
    expect(findUnsafeField({ lines: [{ size: "M" }, { size: "L\u0000" }] })).toBe("lines.1.size");
    expect(findUnsafeField({ firstName: "Ana", lastName: "\u0007" })).toBe("lastName");
  });

  it("names the object holding an unsafe key", () => {
    expect(findUnsafeField({ address: { "x\u0000": 1 } })).toBe("address");
    expect(findUnsafeField({ "\u0000": 1 })).toBe("_");
  });

  it("accepts clean values of every JSON type", () => {
    expect(findUnsafeField({ a: 1, b: true, c: null, d: ["x\ny"], e: { f: "ok" } })).toBeNull();
    expect(findUnsafeField("\u0000")).toBe("_");
  });
});

describe("nestsDeeperThan", () => {
  const nested = (levels: number): unknown => {
    let value: unknown = "leaf";
    for (let i = 0; i < levels; i++) value = i % 2 ? { a: value } : [value];
    return value;
  };

  it("counts arrays and objects, not scalars", () => {
    expect(nestsDeeperThan("text", 0)).toBe(false);
    expect(nestsDeeperThan({ a: 1 }, 0)).toBe(true);
    expect(nestsDeeperThan(nested(MAX_BODY_DEPTH), MAX_BODY_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_BODY_DEPTH + 1), MAX_BODY_DEPTH)).toBe(true);
    expect(nestsDeeperThan({ shallow: [1, 2], deep: nested(40) }, MAX_BODY_DEPTH)).toBe(true);
  });

  it("walks a value far deeper than the stack allows without overflowing", () => {
    const deep = JSON.parse(`${"[".repeat(100_000)}${"]".repeat(100_000)}`) as unknown;
    expect(nestsDeeperThan(deep, MAX_BODY_DEPTH)).toBe(true);
  });

  it("lets findUnsafeField name a field at the deepest level allowed", () => {
    let value: unknown = "\u0000";
    for (let i = 0; i < MAX_BODY_DEPTH; i++) value = { a: value };
    expect(findUnsafeField(value)).toBe(Array(MAX_BODY_DEPTH).fill("a").join("."));
  });
});

describe("findUnsafeParam", () => {
  it("names the parameter, and refuses line breaks there", () => {
    expect(findUnsafeParam(new URLSearchParams("q=ok&cursor=%00"))).toBe("cursor");
    expect(findUnsafeParam(new URLSearchParams("q=a%0Ab"))).toBe("q");
    expect(findUnsafeParam(Object.entries({ url: "robe" }))).toBeNull();
  });
});
