// Search and share data for a product page: seoMeta's tags plus a schema.org Product.
import type { MetaDescriptor } from "react-router";
import type { Product } from "../../../domain/contracts/products";
import { imageUrl } from "../../../domain/images";
import { COMING_SOON, IN_STOCK, OUT_OF_STOCK, PRE_ORDER } from "../../../domain/status";
import type { StatusCode } from "../../../domain/types";
import { seoMeta } from "../../lib/seo";

const AVAILABILITY: Record<StatusCode, string> = {
  [IN_STOCK]: "https://schema.org/InStock",
  [PRE_ORDER]: "https://schema.org/PreOrder",
  // 'Coming soon' cannot be ordered yet (only a notification can be asked for).
  [COMING_SOON]: "https://schema.org/OutOfStock",
  [OUT_OF_STOCK]: "https://schema.org/OutOfStock",
};

/** What a search engine should say: buyable if any size is, else pre-order if any size is. */
function offerStatus(product: Pick<Product, "sizes" | "baseStatus">): StatusCode {
  if (product.sizes.length === 0) return product.baseStatus;
  const statuses = new Set(product.sizes.map((size) => size.status));
  for (const status of [IN_STOCK, PRE_ORDER, COMING_SOON] as const) if (statuses.has(status)) return status;
  return OUT_OF_STOCK;
}

/** Whole cents as a schema.org price: 125000 → '1250.00', in integers so no float rounding. */
export function schemaPrice(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

export function baseImages(product: Pick<Product, "images" | "baseImagesColor">): readonly string[] {
  return product.images[product.baseImagesColor] ?? [];
}

export function productMeta(product: Product, origin: string): MetaDescriptor[] {
  const path = `/product/${product.url}`;
  const images = baseImages(product).map((key) => imageUrl(key, 1280));
  return [
    ...seoMeta({
      title: product.title,
      description: product.description,
      path,
      origin,
      image: images[0],
      type: "product",
    }),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Product",
        name: product.title,
        description: product.description,
        sku: product.id,
        image: images.map((src) => `${origin}${src}`),
        brand: { "@type": "Brand", name: "Atelier" },
        offers: {
          "@type": "Offer",
          price: schemaPrice(product.basePriceCents),
          priceCurrency: "USD",
          availability: AVAILABILITY[offerStatus(product)],
          url: `${origin}${path}`,
        },
      },
    },
  ];
}
