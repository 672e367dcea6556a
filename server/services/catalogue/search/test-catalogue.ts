// Random catalogues for the index's tests: deterministic, so a failure can be replayed.
import { variantKey, type CatalogueIndex, type IndexRow } from "./catalogue-index";

const WORDS = ["coat", "camel", "wool", "silk", "scarf", "bag", "tote", "black", "navi", "dress"];
const SIZES = ["XS", "S", "M", "L"];
const COLORS = ["black", "camel", "navy"];

/** A small deterministic generator, so a failure can be replayed. */
export function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

export function makeRow(id: string, rnd: () => number): IndexRow {
  const pick = <T>(xs: T[], n: number) => xs.filter(() => rnd() < n / xs.length);
  const sizes = pick(SIZES, 2);
  const colors = pick(COLORS, 1.5);
  return {
    id,
    createdMs: Math.floor(rnd() * 20) * 1000,
    priceCents: Math.floor(rnd() * 30) * 10_000,
    status: ([0, 1, 1, 2] as const)[Math.floor(rnd() * 4)]!,
    category: ["women", "men", "unisex"][Math.floor(rnd() * 3)]!,
    subCategories: pick(["coats", "bags", "explorePage"], 1),
    sizes,
    colors,
    variants: sizes.flatMap((s) => colors.filter(() => rnd() < 0.6).map((c) => variantKey(s, c))),
    inStock: rnd() < 0.7,
    preOrder: rnd() < 0.2,
    title: pick(WORDS, 2),
    tags: pick(WORDS, 1),
    materials: pick(WORDS, 1),
    description: pick(WORDS, 3),
  };
}

/**
 * Applies edits and removals to the index in place and returns the rows it should now hold
 * (the rows given, with the same edits applied).
 */
export function applyChanges(
  index: CatalogueIndex,
  rows: IndexRow[],
  edited: IndexRow[],
  removed: string[],
): IndexRow[] {
  const gone = removed.filter((id) => !edited.some((r) => r.id === id));
  index.putRows(edited);
  index.removeIds(gone);
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const r of edited) byId.set(r.id, r);
  for (const id of gone) byId.delete(id);
  return [...byId.values()];
}
