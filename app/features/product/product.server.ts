import { data, type RouterContextProvider } from "react-router";
import type { Product } from "../../../domain/contracts/products";
import type { SizeGuideTable } from "../../../domain/size-guides";
import { cachedProduct } from "../../../server/services/catalogue/cached-reads";
import { productSizeGuide } from "../../../server/services/size-guides/size-guides";
import { servicesFrom } from "../../lib/context.server";

/**
 * The product for a url slug, with its size guide's rows for the sizes it sells (or null: no
 * 'Size Guide' link, decision 60); an unknown slug is a real 404, shown by the layout's boundary.
 */
export async function loadProduct(
  url: string,
  context: Readonly<RouterContextProvider>,
): Promise<Product & { guide: SizeGuideTable | null }> {
  const services = servicesFrom(context);
  const product = await cachedProduct(services, url);
  if (!product) throw data(null, { status: 404 });
  return { ...product, guide: await productSizeGuide(services, product) };
}
