import { describe, expect, it } from "vitest";
import type { ProductCard } from "../../../../domain/contracts/products";
import { CardCache } from "./card-cache";
import { buildIndex } from "./catalogue-index";
import { makeRow, random } from "./test-catalogue";

const card = (id: string, title = `Title ${id}`): ProductCard => ({
  id,
  title,
  url: `url-${id}`,
  basePriceCents: 10_000,
  baseStatus: 1,
  image: `seed/${id}/1`,
  imageColor: "black",
});

describe("card cache", () => {
  it("keeps what was read and gives it back", () => {
    const cache = new CardCache();
    cache.store([card("a"), card("b")], cache.mark());
    expect(cache.get("a")).toEqual(card("a"));
    expect(cache.get("c")).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it("forgets a changed product, and refuses a read that began before any change", () => {
    const cache = new CardCache();
    cache.store([card("a"), card("b")], cache.mark());
    const mark = cache.mark();
    cache.forget(["a"]);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toBeDefined();
    // A slow read of the old 'a' lands after the edit: not kept.
    cache.store([card("a", "Before the edit")], mark);
    expect(cache.get("a")).toBeUndefined();
    cache.store([card("a", "After the edit")], cache.mark());
    expect(cache.get("a")?.title).toBe("After the edit");
  });

  it("holds at most its bytes, the least recently used out first", () => {
    const cache = new CardCache(4_000);
    for (let i = 0; i < 100; i++) cache.store([card(`p${i}`)], cache.mark());
    expect(cache.bytes).toBeLessThanOrEqual(4_000);
    expect(cache.size).toBeGreaterThan(5);
    expect(cache.size).toBeLessThan(100);
    expect(cache.get("p99")).toBeDefined();
    expect(cache.get("p0")).toBeUndefined();
  });

  it("is emptied for the products the index puts or removes", () => {
    const rnd = random(7);
    const rows = Array.from({ length: 5 }, (_, i) => makeRow(`p${i}`, rnd));
    const index = buildIndex(rows, new Map());
    index.cards.store(
      ["p0", "p1", "p2"].map((id) => card(id)),
      index.cards.mark(),
    );
    index.putRows([makeRow("p0", rnd)]);
    index.removeIds(["p1"]);
    expect(index.cards.get("p0")).toBeUndefined();
    expect(index.cards.get("p1")).toBeUndefined();
    expect(index.cards.get("p2")).toBeDefined();
  });
});
