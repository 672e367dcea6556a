// The form's size guide (decision 60): it follows the sub-categories until staff choose one, and
// the API always receives the guide the form shows.
import { describe, expect, it } from "vitest";
import type { Product } from "../../../../domain/contracts/products";
import { toInput } from "./check-draft";
import { draftFromProduct, effectiveSizeGuide, emptyDraft } from "./form-model";

const product = (patch: Partial<Product>): Product => ({
  id: "p1",
  title: "Boot",
  url: "boot-1",
  basePriceCents: 100,
  baseStatus: 1,
  image: null,
  imageColor: "black",
  createdAt: "2026-01-01T00:00:00.000Z",
  description: "A boot.",
  materials: "Calf.",
  details: [],
  category: "women",
  subCategories: ["shoes"],
  maxQuantity: 2,
  baseImagesColor: "black",
  images: { black: ["seed/wool-coat/black/1"] },
  sizes: [{ key: "38", status: 1, colors: ["black"] }],
  availability: [],
  sizeGuide: "shoes",
  ...patch,
});

describe("the product form's size guide", () => {
  it("follows the sub-categories on a new product until one is chosen", () => {
    const draft = { ...emptyDraft(), subCategories: ["bags"] };
    expect(effectiveSizeGuide(draft)).toBe("none");
    expect(toInput({ ...draft, subCategories: ["knitwear"] }).sizeGuide).toBe("knitwear");
    expect(toInput({ ...draft, subCategories: ["knitwear"], sizeGuide: "shoes" }).sizeGuide).toBe("shoes");
  });

  it("keeps following when an edited product has its default, and keeps a guide chosen apart", () => {
    const following = draftFromProduct(product({}));
    expect(following.sizeGuide).toBeNull();
    expect(toInput({ ...following, subCategories: ["coats"] }).sizeGuide).toBe("coats-tailoring");
    const chosen = draftFromProduct(product({ sizeGuide: "none" }));
    expect(chosen.sizeGuide).toBe("none");
    expect(toInput({ ...chosen, subCategories: ["coats"] }).sizeGuide).toBe("none");
  });
});
