// 'You May Also Like' (related.ts): which pieces qualify, and in which order, checked on small
// hand-made catalogues and against a plain reference on random ones.
import { describe, expect, it } from "vitest";
import type { StatusCode } from "../../../../domain/types";
import { buildIndex, stockRank, type IndexRow } from "./catalogue-index";
import { relatedIds } from "./related";
import { applyChanges, makeRow, random } from "./test-catalogue";

function row(id: string, over: Partial<IndexRow> = {}): IndexRow {
  return {
    ...makeRow(id, random(id.length)),
    status: 1,
    inStock: true,
    preOrder: false,
    category: "women",
    subCategories: [],
    createdMs: 0,
    ...over,
  };
}

describe("relatedIds", () => {
  it("puts pieces sharing a rarer tag before pieces sharing a common one, then the shop's order", () => {
    const rows = [
      row("trench", { subCategories: ["coats", "essentials", "explorePage"] }),
      row("coat-old", { subCategories: ["coats"], createdMs: 1 }),
      row("coat-new", { subCategories: ["coats"], createdMs: 5 }),
      row("tee", { subCategories: ["essentials"], createdMs: 9 }),
      row("jumper", { subCategories: ["essentials"], createdMs: 8 }),
      row("scarf", { subCategories: ["essentials"], createdMs: 7 }),
      row("shirt", { subCategories: ["essentials"], createdMs: 6 }),
      row("lone", { subCategories: ["explorePage"], createdMs: 10 }),
    ];
    const index = buildIndex(rows, new Map());
    // 'coats' is held by 3 of 8, 'essentials' by 5: the coats lead, newest first; 'explorePage'
    // says where a piece is shown, not what it is, so 'lone' shares nothing.
    expect(relatedIds(index, "trench")).toEqual(["coat-new", "coat-old", "tee", "jumper"]);
    // Sharing both tags beats sharing the rarer one alone.
    index.putRows([row("belted", { subCategories: ["coats", "essentials"], createdMs: 0 })]);
    expect(relatedIds(index, "trench").slice(0, 2)).toEqual(["belted", "coat-new"]);
  });

  it("leaves out the product itself, pieces that cannot be ordered now and pieces of the other audience", () => {
    const rows = [
      row("coat", { subCategories: ["coats"] }),
      row("sold-out", { subCategories: ["coats"], status: 0, inStock: false, createdMs: 9 }),
      // Only 'Notify me' sizes left: nothing to buy, whatever its staff status says.
      row("notify-only", { subCategories: ["coats"], inStock: false, createdMs: 9 }),
      row("mens", { subCategories: ["coats"], category: "men", createdMs: 8 }),
      row("unisex", { subCategories: ["coats"], category: "unisex", createdMs: 7 }),
      row("pre-order", { subCategories: ["coats"], status: 2, inStock: false, preOrder: true, createdMs: 6 }),
    ];
    const index = buildIndex(rows, new Map());
    // In stock before pre-order (the listing's order), whatever the dates.
    expect(relatedIds(index, "coat")).toEqual(["unisex", "pre-order"]);
    // A unisex piece is shown on both pages: every audience is beside it.
    expect(relatedIds(index, "unisex")).toEqual(["mens", "coat", "pre-order"]);
    expect(relatedIds(index, "nobody")).toEqual([]);
  });

  it("fills the row with the pieces shown beside it when too few share a tag", () => {
    const rows = [
      row("bag", { subCategories: ["bags"] }),
      row("other-bag", { subCategories: ["bags"], createdMs: 1 }),
      row("dress", { subCategories: ["dresses"], createdMs: 3 }),
      row("skirt", { subCategories: [], createdMs: 2 }),
      row("shoe", { subCategories: ["shoes"], createdMs: 4, status: 2, inStock: false, preOrder: true }),
      row("boot", { subCategories: ["shoes"], createdMs: 5, status: 3, inStock: false }),
    ];
    const index = buildIndex(rows, new Map());
    // The coming-soon boot cannot be ordered yet; the pre-order shoe comes after in-stock pieces.
    expect(relatedIds(index, "bag")).toEqual(["other-bag", "dress", "skirt", "shoe"]);
    expect(relatedIds(index, "bag", 2)).toEqual(["other-bag", "dress"]);
  });

  it("follows edits and removals made in place", () => {
    const rows = [
      row("a", { subCategories: ["coats"] }),
      row("b", { subCategories: ["coats"], createdMs: 2 }),
    ];
    const index = buildIndex(rows, new Map());
    expect(relatedIds(index, "a")).toEqual(["b"]);
    index.putRows([row("b", { subCategories: ["coats"], status: 0, inStock: false })]);
    expect(relatedIds(index, "a")).toEqual([]);
    index.removeIds(["b"]);
    index.putRows([row("c", { subCategories: ["bags"] })]);
    expect(relatedIds(index, "a")).toEqual(["c"]);
    expect(relatedIds(index, "b")).toEqual([]);
  });

  it("agrees with a plain reference on random catalogues, also after edits", () => {
    const rnd = random(42);
    let rows = Array.from({ length: 300 }, (_, i) => ({
      ...makeRow(`p${i}`, rnd),
      subCategories: ["coats", "bags", "dresses", "evening", "explorePage"].filter(() => rnd() < 0.35),
    }));
    const index = buildIndex(rows, new Map());
    rows = applyChanges(
      index,
      rows,
      rows
        .slice(0, 40)
        .map((r) => ({ ...r, status: (r.status === 0 ? 1 : 0) as StatusCode, inStock: !r.inStock })),
      rows.slice(40, 60).map((r) => r.id),
    );
    for (const r of rows.slice(0, 120)) expect(relatedIds(index, r.id, 6)).toEqual(reference(rows, r, 6));
  });
});

/** The rule read product by product, without the index's sets. */
function reference(rows: IndexRow[], self: IndexRow, count: number): string[] {
  const beside = (r: IndexRow) =>
    self.category === "unisex" || r.category === "unisex" || r.category === self.category;
  const tags = self.subCategories.filter((t) => t !== "explorePage");
  const weight = (tag: string) =>
    Math.log((rows.length + 1) / rows.filter((r) => r.subCategories.includes(tag)).length);
  const score = (r: IndexRow) =>
    tags.reduce((sum, t) => (r.subCategories.includes(t) ? sum + weight(t) : sum), 0);
  const shopOrder = (a: IndexRow, b: IndexRow) =>
    stockRank(a.status) - stockRank(b.status) || b.createdMs - a.createdMs || (a.id < b.id ? 1 : -1);
  const fits = rows.filter((r) => r.id !== self.id && (r.inStock || r.preOrder) && beside(r));
  const alike = fits
    .filter((r) => score(r) > 0)
    .sort((a, b) => score(b) - score(a) || shopOrder(a, b))
    .slice(0, count);
  const rest = fits.filter((r) => !alike.includes(r)).sort(shopOrder);
  return [...alike, ...rest].slice(0, count).map((r) => r.id);
}
