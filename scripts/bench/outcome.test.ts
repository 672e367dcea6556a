import { describe, expect, it } from "vitest";
import { classify, ratioText, staggered } from "./outcome";

describe("classify", () => {
  it("counts the expected status as a success, any 2xx without one", () => {
    expect(classify(201, { expect: 201 })).toBe("ok");
    expect(classify(200, { expect: 201 })).toBe("error");
    expect(classify(204, {})).toBe("ok");
  });
  it("counts the listed refusals apart from errors", () => {
    expect(classify(409, { expect: 201, refused: [409] })).toBe("refused");
    expect(classify(409, { expect: 201 })).toBe("error");
    expect(classify(500, { refused: [409] })).toBe("error");
  });
});

describe("ratioText", () => {
  it("divides two positive figures", () => {
    expect(ratioText(1840, 1000)).toBe("1.84×");
  });
  it("gives a dash when a figure is missing or zero", () => {
    expect(ratioText(Number.NaN, 1000)).toBe("—");
    expect(ratioText(1000, 0)).toBe("—");
  });
});

describe("staggered", () => {
  it("starts each connection at its own place, evenly apart, with every request once", () => {
    const list = Array.from({ length: 64 }, (_, i) => i);
    expect(staggered(list, 0, 32)[0]).toBe(0);
    expect(staggered(list, 1, 32)[0]).toBe(2);
    expect(staggered(list, 31, 32)[0]).toBe(62);
    expect([...staggered(list, 5, 32)].sort((a, b) => a - b)).toEqual(list);
  });
  it("wraps when there are more connections than requests", () => {
    expect(staggered(["a", "b"], 3, 4)).toEqual(["b", "a"]);
    expect(staggered([], 1, 4)).toEqual([]);
  });
});
