import { describe, expect, it } from "vitest";
import type { Product } from "../../../domain/contracts/products";
import { productMeta, schemaPrice } from "./product-meta";

const product: Product = {
  id: "p-1",
  title: "Camel Coat",
  url: "camel-coat-12",
  basePriceCents: 125000,
  baseStatus: 1,
  image: "seed/coat/camel/1",
  imageColor: "camel",
  createdAt: "2026-01-01T00:00:00.000Z",
  description: "A coat.",
  materials: "Wool.",
  details: ["Made in Italy"],
  category: "women",
  subCategories: [],
  maxQuantity: 2,
  baseImagesColor: "camel",
  images: { camel: ["seed/coat/camel/1", "seed/coat/camel/2"] },
  sizes: [
    { key: "S", status: 0, colors: ["camel"] },
    { key: "M", status: 2, colors: ["camel"], preOrderDate: "2027-01-01" },
  ],
  availability: [],
  sizeGuide: "coats-tailoring",
};

type LdProduct = {
  sku: string;
  image: string[];
  offers: { price: string; availability: string; url: string };
};

function jsonLd(meta: ReturnType<typeof productMeta>): LdProduct {
  const entry = meta.find((m) => "script:ld+json" in m) as { "script:ld+json": LdProduct } | undefined;
  if (!entry) throw new Error("no JSON-LD");
  return entry["script:ld+json"];
}

describe("schemaPrice", () => {
  it("writes dollars with two decimals", () => {
    expect(schemaPrice(125000)).toBe("1250.00");
    expect(schemaPrice(12550)).toBe("125.50");
    expect(schemaPrice(5)).toBe("0.05");
  });
});

describe("productMeta", () => {
  const meta = productMeta(product, "https://atelier.example");

  it("gives absolute canonical and share image URLs", () => {
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://atelier.example/product/camel-coat-12",
    });
    expect(meta).toContainEqual({ property: "og:type", content: "product" });
    expect(meta).toContainEqual({
      property: "og:image",
      content: "https://atelier.example/media/seed/coat/camel/1/1280.webp",
    });
  });

  it("describes the product for schema.org, a pre-order when no size is in stock", () => {
    const ld = jsonLd(meta);
    expect(ld.sku).toBe("p-1");
    expect(ld.image[0]).toBe("https://atelier.example/media/seed/coat/camel/1/1280.webp");
    expect(ld.offers).toMatchObject({ price: "1250.00", availability: "https://schema.org/PreOrder" });
  });

  it("is out of stock when only coming-soon and sold-out sizes remain", () => {
    const sizes = [{ key: "S", status: 3 as const, colors: ["camel"] }];
    expect(jsonLd(productMeta({ ...product, sizes }, "")).offers.availability).toBe(
      "https://schema.org/OutOfStock",
    );
  });
});
