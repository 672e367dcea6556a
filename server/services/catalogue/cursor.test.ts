import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, numericCursorId } from "./cursor";

const raw = (text: string) => Buffer.from(text).toString("base64url");
const refused = (cursor: string) => {
  try {
    decodeCursor(cursor);
    return null;
  } catch (error) {
    return (error as { fields?: Record<string, string> }).fields ?? "no fields";
  }
};

describe("keyset cursors", () => {
  it("read back what they were made from, e-mail ids included", () => {
    const k = { createdAt: new Date("2026-11-30T10:20:30.456Z"), id: "long.name+tag@boutique.example" };
    expect(decodeCursor(encodeCursor(k))).toEqual(k);
  });

  it.each([
    ["a year beyond PostgreSQL's", "+275760-09-13T00:00:00.000Z|x"],
    ["a year before it", "-271821-04-20T00:00:00.000Z|x"],
    ["year 0", "0000-01-01T00:00:00.000Z|x"],
    ["a date in another spelling", "2026-01-01|x"],
    ["an impossible day", "2026-02-31T00:00:00.000Z|x"],
    ["a NUL in the id", "2026-01-01T00:00:00.000Z|\u0000"],
    ["a line break in the id", "2026-01-01T00:00:00.000Z|a\nb"],
    ["no id", "2026-01-01T00:00:00.000Z|"],
    ["no bar", "2026-01-01T00:00:00.000Z"],
    ["an id too long", `2026-01-01T00:00:00.000Z|${"a".repeat(300)}`],
  ])("refuse %s with the cursor named", (_, text) => {
    expect(refused(raw(text))).toEqual({ cursor: "Invalid cursor." });
  });

  it("refuse bytes that are not UTF-8", () => {
    expect(refused(Buffer.from([0x32, 0x7c, 0xff, 0xfe]).toString("base64url"))).toEqual({
      cursor: "Invalid cursor.",
    });
  });

  it("take a row number only where one is meant", () => {
    const at = new Date("2026-01-01T00:00:00.000Z");
    expect(numericCursorId({ createdAt: at, id: "42" })).toBe(42);
    expect(numericCursorId({ createdAt: at, id: "2147483647" })).toBe(2147483647);
    for (const id of ["x", "1e3", "0", "-1", "NaN", " 1", "2147483648", "9999999999", "12345678901234567"])
      expect(() => numericCursorId({ createdAt: at, id })).toThrow("Invalid cursor.");
  });
});
