import { describe, expect, it } from "vitest";
import { compareNames } from "./names";
import { formatCount, groupThousands } from "./money";

describe("formatCount", () => {
  it("writes what toLocaleString('en-US') writes", () => {
    const values = [
      0, 1, 7, 12, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 1_234_567_890, -1, -1200, -1_234_567,
    ];
    const fractions = [0.5, 12.5, 12.3456, 1234.5, 99.9999, 0.0004, -0.5, -1234.5678, 3.1];
    for (const n of [...values, ...fractions])
      expect(formatCount(n), String(n)).toBe(n.toLocaleString("en-US"));
  });

  it("groups digits by threes from the right", () => {
    expect(groupThousands("1")).toBe("1");
    expect(groupThousands("1234")).toBe("1,234");
    expect(groupThousands("123456")).toBe("123,456");
    expect(groupThousands("1234567")).toBe("1,234,567");
  });
});

describe("compareNames", () => {
  it("puts accented names among their letters, as English collation does", () => {
    const names = [
      "Zambia",
      "Türkiye",
      "Åland Islands",
      "Tunisia",
      "Curaçao",
      "Cuba",
      "Réunion",
      "Romania",
      "albania",
    ];
    expect([...names].sort(compareNames)).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });
});
