import { describe, expect, it } from "vitest";
import { classify, ratioText } from "./outcome";

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
