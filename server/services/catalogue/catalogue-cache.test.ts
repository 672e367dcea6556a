import { describe, expect, it } from "vitest";
import { createCatalogueCache } from "./catalogue-cache";

const counting = <T>(value: T) => {
  const load = Object.assign(
    async () => {
      load.calls++;
      return value;
    },
    { calls: 0 },
  );
  return load;
};

describe("catalogue cache", () => {
  it("loads once per key and serves the same value after", async () => {
    const cache = createCatalogueCache();
    const load = counting({ n: 1 });
    expect(await cache.get("a", load)).toEqual({ n: 1 });
    expect(await cache.get("a", load)).toEqual({ n: 1 });
    expect(load.calls).toBe(1);
  });

  it("shares one load between concurrent misses", async () => {
    const cache = createCatalogueCache();
    const load = counting(7);
    await Promise.all([cache.get("k", load), cache.get("k", load), cache.get("k", load)]);
    expect(load.calls).toBe(1);
  });

  it("forgets everything on invalidate", async () => {
    const cache = createCatalogueCache();
    const load = counting("x");
    await cache.get("k", load);
    cache.invalidate();
    expect(cache.size).toBe(0);
    await cache.get("k", load);
    expect(load.calls).toBe(2);
  });

  it("does not keep a read that was still running when the cache was invalidated", async () => {
    const cache = createCatalogueCache();
    let release!: (v: string) => void;
    const slow = cache.get("k", () => new Promise<string>((r) => (release = r)));
    cache.invalidate();
    release("before the edit");
    expect(await slow).toBe("before the edit");
    expect(await cache.get("k", async () => "after the edit")).toBe("after the edit");
  });

  it("expires entries after the time to live", async () => {
    let t = 0;
    const cache = createCatalogueCache({ ttlMs: 1000, now: () => t });
    const load = counting(1);
    await cache.get("k", load);
    t = 999;
    await cache.get("k", load);
    expect(load.calls).toBe(1);
    t = 1000;
    await cache.get("k", load);
    expect(load.calls).toBe(2);
  });

  it("does not keep a value its caller says not to keep, but still hands it to waiting callers", async () => {
    const cache = createCatalogueCache();
    const load = counting({ status: 404 });
    const keep = (v: { status: number }) => v.status === 200;
    const [a, b] = await Promise.all([cache.get("k", load, keep), cache.get("k", load, keep)]);
    expect(a).toEqual({ status: 404 });
    expect(b).toBe(a);
    expect(load.calls).toBe(1);
    await cache.get("k", load, keep);
    expect(load.calls).toBe(2);
  });

  it("does not remember a failed read", async () => {
    const cache = createCatalogueCache();
    await expect(cache.get("k", () => Promise.reject(new Error("database away")))).rejects.toThrow();
    expect(await cache.get("k", async () => "ok")).toBe("ok");
  });

  it("keeps at most maxEntries, dropping the least recently used", async () => {
    const cache = createCatalogueCache({ maxEntries: 2 });
    const a = counting("a");
    await cache.get("a", a);
    await cache.get("b", async () => "b");
    await cache.get("a", a); // a is now the most recently used
    await cache.get("c", async () => "c"); // b goes
    expect(cache.size).toBe(2);
    await cache.get("a", a);
    expect(a.calls).toBe(1);
    const b = counting("b2");
    expect(await cache.get("b", b)).toBe("b2");
    expect(b.calls).toBe(1);
  });

  it("with maxEntries 0 (CATALOGUE_CACHE=off) every read goes to the database", async () => {
    const cache = createCatalogueCache({ maxEntries: 0 });
    const load = counting(1);
    await cache.get("k", load);
    await cache.get("k", load);
    expect(load.calls).toBe(2);
    expect(cache.size).toBe(0);
    expect(cache.keeps).toBe(false);
    expect(createCatalogueCache().keeps).toBe(true);
  });

  it("freezes values deeply when asked, so a caller cannot change what others will read", async () => {
    const cache = createCatalogueCache({ freeze: true });
    const value = await cache.get("k", async () => ({ items: [{ title: "Coat" }] }));
    expect(() => {
      (value.items[0] as { title: string }).title = "Changed";
    }).toThrow(TypeError);
  });
});

describe("createCatalogueCache bytes", () => {
  it("bounds the bytes of landed values, not the number of entries", async () => {
    const cache = createCatalogueCache({ maxBytes: 64 * 1024 });
    for (let i = 0; i < 10; i++) await cache.get(`page${i}`, async () => "x".repeat(20 * 1024));
    expect(cache.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(cache.size).toBeLessThanOrEqual(3);
    // The most recent pages stay; the oldest went first.
    let loads = 0;
    await cache.get("page9", async () => (loads++, "again"));
    await cache.get("page0", async () => (loads++, "again"));
    expect(loads).toBe(1);
  });
});
