import { describe, expect, it } from "vitest";
import { readJsonText, toJsonText } from "./json-text";

describe("a value carried as JSON text", () => {
  it("reads back what was written, a field left undefined read back undefined", () => {
    const value = {
      menu: { women: [{ title: "Coats & Jackets", url: "coats" }] },
      announcement: null,
      gone: undefined,
    };
    const back = readJsonText(toJsonText(value));
    expect(back).toEqual(value);
    expect(back.gone).toBeUndefined();
  });

  it("is parsed once while the same text is read again, and again once another one is", () => {
    const one = toJsonText({ n: 1 });
    const two = toJsonText({ n: 2 });
    const first = readJsonText(one);
    expect(readJsonText(one)).toBe(first);
    // The same text in another string (another request's copy) is the same text.
    expect(readJsonText(toJsonText({ n: 1 }))).toBe(first);
    expect(readJsonText(two)).toEqual({ n: 2 });
    expect(readJsonText(one)).not.toBe(first);
    expect(readJsonText(one)).toEqual(first);
  });
});

describe("the value read, shared by its readers", () => {
  it("cannot be changed in development and tests", () => {
    const value = readJsonText(toJsonText({ menu: { women: [{ title: "Coats" }] } }));
    expect(() => {
      value.menu.women[0]!.title = "changed";
    }).toThrow(TypeError);
    expect(Object.isFrozen(value.menu.women)).toBe(true);
  });
});
