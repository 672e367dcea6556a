import { describe, expect, it } from "vitest";
import { newOrderId, ORDER_ID_PATTERN, productUrl, PRODUCT_URL_SUFFIX_MAX, randomInt, slugify } from "./ids";

/** A RandomBytes that replays the given bytes in order, then fails loudly. */
function replay(bytes: number[]) {
  let next = 0;
  return (buffer: Uint8Array<ArrayBuffer>) => {
    for (let i = 0; i < buffer.length; i++) {
      const byte = bytes[next++];
      if (byte === undefined) throw new Error("ran out of bytes");
      buffer[i] = byte;
    }
    return buffer;
  };
}

describe("newOrderId", () => {
  it("is 11 characters from A–Z and 0–9", () => {
    for (let i = 0; i < 200; i++) expect(newOrderId()).toMatch(ORDER_ID_PATTERN);
  });

  it("maps bytes to the alphabet", () => {
    const bytes = [0, 1, 25, 26, 35, 36, 71, 72, 251, 100, 200, 0, 0, 0, 0, 0];
    // 71 = 36 + 35 → '9'; 251 = 6 × 36 + 35 → '9'; 100 → 28 → '2'; 200 → 20 → 'U'
    expect(newOrderId(replay(bytes))).toBe("ABZ09A9A92U");
  });

  it("throws away bytes of 252 and above (no modulo bias)", () => {
    const bytes = [
      252,
      255,
      253,
      254,
      ...Array.from({ length: 12 }, () => 2),
      ...Array.from({ length: 16 }, () => 3),
    ];
    expect(newOrderId(replay(bytes))).toBe("CCCCCCCCCCC");
  });

  it("draws more bytes when too many are thrown away", () => {
    const first = [...Array.from({ length: 10 }, () => 255), ...Array.from({ length: 6 }, () => 1)];
    const second = Array.from({ length: 16 }, () => 37);
    expect(newOrderId(replay([...first, ...second]))).toBe("BBBBBBBBBBB");
  });

  it("does not repeat itself", () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newOrderId()));
    expect(ids.size).toBe(1000);
  });

  it("ORDER_ID_PATTERN rejects other shapes", () => {
    expect(ORDER_ID_PATTERN.test("ABCDEFGHIJK")).toBe(true);
    expect(ORDER_ID_PATTERN.test("abcdefghijk")).toBe(false);
    expect(ORDER_ID_PATTERN.test("ABCDEFGHIJ")).toBe(false);
    expect(ORDER_ID_PATTERN.test("ABCDEFGHIJKL")).toBe(false);
    expect(ORDER_ID_PATTERN.test("ABCDE-GHIJK")).toBe(false);
  });
});

describe("randomInt", () => {
  it("stays within both inclusive bounds", () => {
    for (let i = 0; i < 500; i++) {
      const n = randomInt(1, 3);
      expect([1, 2, 3]).toContain(n);
    }
  });

  it("reaches both ends", () => {
    expect(randomInt(1, 1_000_000, replay([0, 0, 0, 0]))).toBe(1);
    // 999_999 is the largest value mod 1e6; big-endian 0x000F423F
    expect(randomInt(1, 1_000_000, replay([0x00, 0x0f, 0x42, 0x3f]))).toBe(1_000_000);
  });

  it("rejects values in the biased tail", () => {
    // 2^32 % 1e6 = 967_296, so values from 4_294_000_000 are redrawn.
    const tail = [0xff, 0xff, 0xff, 0xff];
    expect(randomInt(1, 1_000_000, replay([...tail, 0, 0, 0, 5]))).toBe(6);
  });

  it("rejects invalid ranges", () => {
    expect(() => randomInt(5, 4)).toThrow(RangeError);
    expect(() => randomInt(0.5, 4)).toThrow(RangeError);
    expect(() => randomInt(0, 2 ** 32)).toThrow(RangeError);
  });
});

describe("slugify", () => {
  it.each([
    ["Wool Coat", "wool-coat"],
    ["  Double-Breasted   Wool COAT  ", "double-breasted-wool-coat"],
    ["Crème Brûlée Café Jacket", "creme-brulee-cafe-jacket"],
    ["Men's Coat", "mens-coat"],
    ["Men’s Coat", "mens-coat"],
    ["Coat (Navy) — 100% Wool!", "coat-navy-100-wool"],
    ["Große Straße Bag", "grosse-strasse-bag"],
    ["Ærø Scarf", "aero-scarf"],
    ["!!!", ""],
  ])("%s → %s", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});

describe("productUrl", () => {
  it("joins the slug and the number", () => {
    expect(productUrl("Wool Coat", 42)).toBe("wool-coat-42");
    expect(productUrl("Wool Coat", 1)).toBe("wool-coat-1");
    expect(productUrl("Wool Coat", PRODUCT_URL_SUFFIX_MAX)).toBe("wool-coat-1000000");
  });

  it("uses 'product' for a title without letters or digits", () => {
    expect(productUrl("***", 7)).toBe("product-7");
  });

  it("picks a random number from 1 to 1,000,000 by default", () => {
    for (let i = 0; i < 100; i++) {
      const match = /^wool-coat-(\d+)$/.exec(productUrl("Wool Coat"));
      const n = Number(match?.[1]);
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(1_000_000);
    }
  });

  it("rejects a number out of range", () => {
    expect(() => productUrl("Coat", 0)).toThrow(RangeError);
    expect(() => productUrl("Coat", 1_000_001)).toThrow(RangeError);
    expect(() => productUrl("Coat", 2.5)).toThrow(RangeError);
  });
});
