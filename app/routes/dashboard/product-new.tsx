import { loadNewProductForm } from "../../features/dashboard/products.server";
import { dashboardMeta } from "../../features/dashboard/dashboard-meta";
import { ProductEditor } from "../../features/dashboard/product-form/product-editor";
import type { Route } from "./+types/product-new";

export const loader = ({ request, context }: Route.LoaderArgs) => loadNewProductForm(request, context);

export const meta: Route.MetaFunction = () => dashboardMeta("Add a New Product");

export default function DashboardProductNew({ loaderData }: Route.ComponentProps) {
  return <ProductEditor categories={loaderData.categories} guides={loaderData.guides} />;
}
