// Size guides per kind of product (decisions 60–62): which guide a product names by default, and
// which rows of a guide a product page shows. No zod here: the shop's product page imports it.

/** The guides staff edit in Design, in the order the editor and the product form list them. */
export const SIZE_GUIDE_IDS = ["coats-tailoring", "knitwear", "shoes"] as const;
export type SizeGuideId = (typeof SIZE_GUIDE_IDS)[number];

/** What the editor calls a guide whose title is being retyped (an empty tab has no name). */
export const SIZE_GUIDE_NAMES: Record<SizeGuideId, string> = {
  "coats-tailoring": "Coats and Tailoring",
  knitwear: "Knitwear",
  shoes: "Shoes",
};

/** A product without a guide (bags, accessories): its page has no 'Size Guide' link. */
export const NO_SIZE_GUIDE = "none";
export const PRODUCT_SIZE_GUIDES = [...SIZE_GUIDE_IDS, NO_SIZE_GUIDE] as const;
export type ProductSizeGuide = (typeof PRODUCT_SIZE_GUIDES)[number];

/** What a cell shows when the guide has no row for a size the product sells (decision 61). */
export const MISSING_MEASUREMENT = "–";

/**
 * The guide a product gets when staff do not choose one, from its sub-categories (the seeded
 * category records' urls). The first rule that matches wins, so a product listed under both
 * 'shoes' and 'accessories' gets the shoe guide. Other clothing (dresses, shirts, trousers) is
 * cut to the same body measurements as coats and tailoring (decision 60).
 */
const DEFAULT_RULES: readonly { subCategories: readonly string[]; guide: ProductSizeGuide }[] = [
  { subCategories: ["shoes"], guide: "shoes" },
  { subCategories: ["bags", "accessories"], guide: NO_SIZE_GUIDE },
  { subCategories: ["knitwear"], guide: "knitwear" },
  { subCategories: ["coats", "jackets", "blazers", "tailoring"], guide: "coats-tailoring" },
  {
    subCategories: ["dresses", "shirts-tops", "shirts", "trousers-skirts", "trousers"],
    guide: "coats-tailoring",
  },
];

export function defaultSizeGuide(subCategories: readonly string[]): ProductSizeGuide {
  const tags = new Set(subCategories);
  return DEFAULT_RULES.find((r) => r.subCategories.some((s) => tags.has(s)))?.guide ?? NO_SIZE_GUIDE;
}

export function isSizeGuideId(value: string): value is SizeGuideId {
  return (SIZE_GUIDE_IDS as readonly string[]).includes(value);
}

export interface SizeGuideRow {
  size: string;
  values: string[];
}

export interface SizeGuideTable {
  title: string;
  sizeColumn: string;
  columns: string[];
  rows: SizeGuideRow[];
  note: string;
}

/** 'xs', ' XS ' and 'XS' name one size. */
const sizeKey = (size: string) => size.trim().toLowerCase();

/**
 * The guide as one product needs it: one row per size it sells, in the product's order and
 * under the product's own size names (a trench sold in 36–46 reads 36…46, not XS–XL). A size
 * the guide has no row for keeps its row, with dashes, so the shopper sees it is not measured
 * rather than thinking it is not sold (decision 61).
 */
export function guideForSizes(guide: SizeGuideTable, soldSizes: readonly string[]): SizeGuideTable {
  const byKey = new Map(guide.rows.map((row) => [sizeKey(row.size), row]));
  const seen = new Set<string>();
  const rows: SizeGuideRow[] = [];
  for (const size of soldSizes) {
    const key = sizeKey(size);
    if (seen.has(key)) continue;
    seen.add(key);
    const row = byKey.get(key);
    rows.push({
      size,
      values: guide.columns.map((_, i) => row?.values[i]?.trim() || MISSING_MEASUREMENT),
    });
  }
  return { ...guide, rows };
}
