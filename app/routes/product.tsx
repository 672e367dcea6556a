import { loadProduct } from "../features/product/product.server";
import { productMeta } from "../features/product/product-meta";
import { ProductPage } from "../features/product/product-page";
import type { Route } from "./+types/product";

export const loader = ({ params, context }: Route.LoaderArgs) => loadProduct(params.url, context);

type MetaMatch = Route.MetaArgs["matches"][number];
type ShopLayoutMatch = Extract<MetaMatch, { id: "routes/shop-layout" }>;
const isShopLayout = (match: MetaMatch): match is ShopLayoutMatch => match?.id === "routes/shop-layout";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  // The public origin comes from the layout's loader, so canonical and og:image URLs are absolute.
  const origin = matches.find(isShopLayout)?.loaderData?.origin ?? "";
  return productMeta(loaderData, origin);
};

export default function Product({ loaderData }: Route.ComponentProps) {
  // Keyed by product: moving to another product starts with a fresh choice of size and colour.
  const { guide, related, ...product } = loaderData;
  return <ProductPage key={product.id} product={product} guide={guide} related={related} />;
}
