import { loadEditProductForm } from "../../features/dashboard/products.server";
import { dashboardMeta } from "../../features/dashboard/dashboard-meta";
import { ProductEditor } from "../../features/dashboard/product-form/product-editor";
import type { Route } from "./+types/product-edit";

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadEditProductForm(request, context, params.id);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  dashboardMeta(loaderData ? `Edit ${loaderData.product.title}` : "Page Not Found");

export default function DashboardProductEdit({ loaderData }: Route.ComponentProps) {
  // Keyed by product: opening another product's form starts from its own values.
  return (
    <ProductEditor
      key={loaderData.product.id}
      product={loaderData.product}
      categories={loaderData.categories}
      guides={loaderData.guides}
    />
  );
}
