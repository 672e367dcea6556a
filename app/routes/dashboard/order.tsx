import { dashboardMeta } from "../../features/dashboard/dashboard-meta";
import { loadOrder } from "../../features/dashboard/orders/orders.server";
import { OrderView } from "../../features/dashboard/orders/order-view";
import type { Route } from "./+types/order";

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadOrder(request, context, params.id);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  dashboardMeta(loaderData ? `Order No. ${loaderData.order.id}` : "Page Not Found");

export default function DashboardOrder({ loaderData }: Route.ComponentProps) {
  return <OrderView {...loaderData} />;
}
