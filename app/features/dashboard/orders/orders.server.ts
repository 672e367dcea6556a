// Loaders of the Orders pages. They call the same services as the JSON API (no fetch-to-self);
// Show More, the export and the cancellation go through the SDK from the browser.
import { data, type RouterContextProvider } from "react-router";
import { dashboardOrdersQuery } from "../../../../domain/contracts/dashboard-orders";
import { ORDER_ID_PATTERN } from "../../../../domain/ids";
import { isNotFound } from "../../../../server/services/errors";
import { listCountries } from "../../../../server/services/countries";
import { listOrders, orderDetail } from "../../../../server/services/dashboard/orders";
import { servicesFrom } from "../../../lib/context.server";
import { requireArea } from "../access.server";
import { EMPTY_FILTERS, ORDERS_PAGE_SIZE, type OrderFilterValues } from "./order-filters-model";

type Context = Readonly<RouterContextProvider>;

function readFilters(url: URL): OrderFilterValues {
  const get = (key: string) => url.searchParams.get(key)?.trim() ?? "";
  return { ...EMPTY_FILTERS, status: get("status"), from: get("from"), to: get("to"), q: get("q") };
}

export async function loadOrderList(request: Request, context: Context) {
  await requireArea(request, context, "orders");
  // Only the query string is read here; the path may end in '.data' on client navigations.
  const values = readFilters(new URL(request.url));
  const given = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ""));
  const parsed = dashboardOrdersQuery.safeParse({ ...given, limit: ORDERS_PAGE_SIZE });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const error = issue?.path[0] === "status" ? "Choose a status from the list." : issue?.message;
    return { values, applied: null, error: error ?? "These filters could not be read.", page: null };
  }
  const { cursor: _cursor, limit: _limit, ...applied } = parsed.data;
  const page = await listOrders(servicesFrom(context), parsed.data);
  return { values, applied, error: null, page };
}

export async function loadOrder(request: Request, context: Context, id: string) {
  await requireArea(request, context, "orders");
  const orderId = id.toUpperCase();
  if (!ORDER_ID_PATTERN.test(orderId)) throw data(null, { status: 404 });
  try {
    const order = await orderDetail(servicesFrom(context), orderId);
    // Country names for the two addresses only, rather than the whole list.
    const codes = new Set([order.shippingTo.country, order.billingTo.country]);
    const countries = Object.fromEntries(
      listCountries()
        .filter((c) => codes.has(c.cca3))
        .map((c) => [c.cca3, c.name.common]),
    );
    return { order, countries };
  } catch (error) {
    if (isNotFound(error)) throw data(null, { status: 404 });
    throw error;
  }
}
