import { loadProduct } from "../features/product/product.server";
import { productMeta } from "../features/product/product-meta";
import { ProductPage } from "../features/product/product-page";
import type { Route } from "./+types/product";

export const loader = ({ params, context }: Route.LoaderArgs) => loadProduct(params.url, context);

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const origin = matches.find((match) => match?.id === "routes/shop-layout")?.data.origin ?? "";
  return productMeta(loaderData, origin);
};

export default function Product({ loaderData }: Route.ComponentProps) {
  // Keyed by product: moving to another product starts with a fresh choice of size and colour.
  return <ProductPage key={loaderData.id} product={loaderData} />;
}
