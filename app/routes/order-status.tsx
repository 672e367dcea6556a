import { OrderStatusPage } from "../features/order-status/order-status-page";
import { loadOrderStatus } from "../features/order-status/order-status.server";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/order-status";

export const loader = ({ request, context }: Route.LoaderArgs) => loadOrderStatus(request, context);

// A personal page when it shows an order: never kept by a shared cache, never indexed.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Order Status") },
  { name: "robots", content: "noindex" },
];

export default function OrderStatus({ loaderData }: Route.ComponentProps) {
  return <OrderStatusPage data={loaderData} />;
}
