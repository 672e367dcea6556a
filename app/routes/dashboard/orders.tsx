import { dashboardMeta } from "../../features/dashboard/dashboard-meta";
import { loadOrderList } from "../../features/dashboard/orders/orders.server";
import { OrdersView } from "../../features/dashboard/orders/orders-view";
import type { Route } from "./+types/orders";

export const loader = ({ request, context }: Route.LoaderArgs) => loadOrderList(request, context);

export const meta: Route.MetaFunction = () => dashboardMeta("Orders");

export default function DashboardOrders({ loaderData }: Route.ComponentProps) {
  return <OrdersView {...loaderData} />;
}
