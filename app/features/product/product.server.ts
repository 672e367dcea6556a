import { data, type RouterContextProvider } from "react-router";
import type { Product } from "../../../domain/contracts/products";
import { cachedProduct } from "../../../server/services/catalogue/cached-reads";
import { servicesFrom } from "../../lib/context.server";

/** The product for a url slug; an unknown slug is a real 404, shown by the layout's boundary. */
export async function loadProduct(url: string, context: Readonly<RouterContextProvider>): Promise<Product> {
  const product = await cachedProduct(servicesFrom(context), url);
  if (!product) throw data(null, { status: 404 });
  return product;
}
