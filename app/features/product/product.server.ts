import { data, type RouterContextProvider } from "react-router";
import type { Product, ProductCard } from "../../../domain/contracts/products";
import type { SizeGuideTable } from "../../../domain/size-guides";
import { cachedProduct, cachedRelated } from "../../../server/services/catalogue/cached-reads";
import { productSizeGuide } from "../../../server/services/size-guides/size-guides";
import { servicesFrom } from "../../lib/context.server";

/**
 * The product for a url slug, with its size guide's rows for the sizes it sells (or null: no
 * 'Size Guide' link, decision 60) and the cards of 'You May Also Like' (decision 127); an unknown
 * slug is a real 404, shown by the layout's boundary.
 */
export async function loadProduct(
  url: string,
  context: Readonly<RouterContextProvider>,
): Promise<Product & { guide: SizeGuideTable | null; related: ProductCard[] }> {
  const services = servicesFrom(context);
  const product = await cachedProduct(services, url);
  if (!product) throw data(null, { status: 404 });
  const [guide, related] = await Promise.all([
    productSizeGuide(services, product),
    // The page is complete without the row: a failure to choose it never fails the page.
    cachedRelated(services, product.id).catch(() => []),
  ]);
  return { ...product, guide, related };
}
