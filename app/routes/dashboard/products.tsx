import { loadProductList } from "../../features/dashboard/products.server";
import { dashboardMeta } from "../../features/dashboard/dashboard-meta";
import { ProductsView } from "../../features/dashboard/products-view";
import type { Route } from "./+types/products";

export const loader = ({ request, context }: Route.LoaderArgs) => loadProductList(request, context);

export const meta: Route.MetaFunction = () => dashboardMeta("Products");

export default function DashboardProducts({ loaderData }: Route.ComponentProps) {
  // Keyed by the filter: switching it starts the list afresh.
  return <ProductsView key={String(loaderData.lowOnly)} first={loaderData} lowOnly={loaderData.lowOnly} />;
}
