import { describe, expect, it } from "vitest";
import { approxBytes, createByteLru } from "./byte-lru";

const KB = 1024;

describe("createByteLru", () => {
  it("keeps the bytes held under maxBytes, dropping the least recently used first", () => {
    const lru = createByteLru<string>({ maxBytes: 10 * KB });
    lru.set("a", "x".repeat(3 * KB));
    lru.set("b", "x".repeat(3 * KB));
    lru.set("c", "x".repeat(3 * KB));
    expect(lru.get("a")).toBeDefined(); // a is now the most recently used
    lru.set("d", "x".repeat(3 * KB));
    expect(lru.peek("b")).toBeUndefined();
    expect([lru.peek("a"), lru.peek("c"), lru.peek("d")].every(Boolean)).toBe(true);
    expect(lru.bytes).toBeLessThanOrEqual(10 * KB);
    expect(lru.size).toBe(3);
  });

  it("counts big and small values by size, not by number", () => {
    const lru = createByteLru<string>({ maxBytes: 64 * KB });
    for (let i = 0; i < 200; i++) lru.set(`small${i}`, "ok");
    expect(lru.size).toBe(200);
    lru.set("big", "x".repeat(50 * KB));
    expect(lru.peek("big")).toBeDefined();
    expect(lru.bytes).toBeLessThanOrEqual(64 * KB);
    expect(lru.size).toBeLessThan(200);
  });

  it("does not keep a value larger than the whole cache", () => {
    const lru = createByteLru<string>({ maxBytes: KB });
    lru.set("keep", "small");
    lru.set("huge", "x".repeat(2 * KB));
    expect(lru.peek("huge")).toBeUndefined();
    expect(lru.peek("keep")).toBe("small");
  });

  it("re-counts an entry on resize and evicts to fit", () => {
    const lru = createByteLru<string>({ maxBytes: 8 * KB, sizeOf: () => 100 });
    lru.set("a", "pending");
    lru.set("b", "pending");
    const before = lru.bytes;
    lru.resize("b", 5 * KB);
    expect(lru.bytes).toBe(before + 5 * KB - 100);
    lru.get("a"); // a is now the most recently used
    lru.resize("a", 5 * KB); // a grows past the bound: b, the least recently used, goes
    expect(lru.peek("b")).toBeUndefined();
    expect(lru.peek("a")).toBe("pending");
    lru.resize("a", 9 * KB); // larger than the cache: dropped
    expect(lru.size).toBe(0);
    expect(lru.bytes).toBe(0);
  });

  it("replaces, deletes and clears with the byte count kept exact", () => {
    const lru = createByteLru<string>({ maxBytes: 100 * KB });
    lru.set("a", "x".repeat(KB));
    const one = lru.bytes;
    lru.set("a", "x".repeat(KB));
    expect(lru.bytes).toBe(one);
    expect(lru.delete("a")).toBe(true);
    expect(lru.bytes).toBe(0);
    lru.set("b", "y");
    lru.clear();
    expect(lru.size).toBe(0);
    expect(lru.bytes).toBe(0);
  });

  it("with maxEntries 0 keeps nothing, and maxEntries caps the count too", () => {
    const off = createByteLru<string>({ maxBytes: KB * KB, maxEntries: 0 });
    off.set("a", "x");
    expect(off.size).toBe(0);
    const two = createByteLru<string>({ maxBytes: KB * KB, maxEntries: 2 });
    two.set("a", "x");
    two.set("b", "x");
    two.set("c", "x");
    expect(two.peek("a")).toBeUndefined();
    expect(two.size).toBe(2);
  });
});

describe("approxBytes", () => {
  it("grows with the data and counts two-byte strings double", () => {
    expect(approxBytes("x".repeat(1000))).toBeGreaterThanOrEqual(1000);
    expect(approxBytes("é".repeat(1000))).toBeLessThan(approxBytes("€".repeat(1000)));
    const row = { id: "p1", title: "Camel coat", priceCents: 120000, tags: ["wool", "camel"] };
    const rows = Array.from({ length: 100 }, (_, i) => ({ ...row, id: `p${i}` }));
    expect(approxBytes(rows)).toBeGreaterThan(50 * approxBytes(row));
  });

  it("counts a shared object once and ends on cycles", () => {
    const shared = { text: "x".repeat(1000) };
    const twice = approxBytes([shared, shared]);
    expect(twice).toBeLessThan(2 * approxBytes(shared));
    const cyclic: { self?: unknown; text: string } = { text: "loop" };
    cyclic.self = cyclic;
    expect(approxBytes(cyclic)).toBeGreaterThan(0);
  });
});
