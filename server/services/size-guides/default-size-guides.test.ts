// The seeded guides against the seeded catalogue: every size a product sells has its row.
import { describe, expect, it } from "vitest";
import { sizeGuidesContentSchema } from "../../../domain/contracts/size-guides";
import { NO_SIZE_GUIDE, defaultSizeGuide } from "../../../domain/size-guides";
import { men, women } from "../../db/seed/catalogue/categories";
import { seedProducts } from "../../db/seed/catalogue/products";
import { DEFAULT_SIZE_GUIDES } from "./default-size-guides";

describe("the seeded size guides", () => {
  it("has a rule for every seeded women's and men's sub-category", () => {
    const expected: Record<string, string> = {
      bags: "none",
      accessories: "none",
      shoes: "shoes",
      knitwear: "knitwear",
    };
    for (const sub of [...women.subCategories, ...men.subCategories]) {
      expect(defaultSizeGuide([sub.url]), sub.url).toBe(expected[sub.url] ?? "coats-tailoring");
    }
  });

  it("covers every size the seeded catalogue sells in the guide it names", () => {
    for (const p of seedProducts) {
      if (p.sizeGuide === NO_SIZE_GUIDE) continue;
      const rows = DEFAULT_SIZE_GUIDES[p.sizeGuide].rows.map((r) => r.size);
      for (const s of p.sizes) expect(rows, `${p.title} ${s.key}`).toContain(s.key);
    }
  });

  it("are valid content, shoes with EU, US, UK and foot length", () => {
    expect(sizeGuidesContentSchema.safeParse(DEFAULT_SIZE_GUIDES).success).toBe(true);
    const shoes = DEFAULT_SIZE_GUIDES.shoes;
    expect(shoes.sizeColumn).toBe("EU");
    expect(shoes.columns).toEqual(expect.arrayContaining(["US women", "US men", "UK", "Foot length (cm)"]));
  });

  it("refuse a row whose values do not match the columns, and a size twice", () => {
    const bad = structuredClone(DEFAULT_SIZE_GUIDES);
    bad.shoes.rows[0]!.values.pop();
    bad.knitwear.rows[1]!.size = bad.knitwear.rows[0]!.size.toLowerCase();
    const result = sizeGuidesContentSchema.safeParse(bad);
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["shoes.rows.0.values", "knitwear.rows.1.size"]));
  });
});
