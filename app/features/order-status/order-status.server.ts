// /order-status?order=<id>&token=<token>: the signed link of the order e-mails (and of a
// successful look-up) opens the order with no typing. Without a link the page shows the look-up
// form; a link that does not open an order says so, without saying why.
import type { RouterContextProvider } from "react-router";
import { ORDER_ID_PATTERN } from "../../../domain/ids";
import { isNotFound } from "../../../server/services/errors";
import { listCountries } from "../../../server/services/countries";
import { getOwnOrder } from "../../../server/services/orders/customer-orders";
import { servicesFrom } from "../../lib/context.server";
import type { OrderStatusData } from "./order-status-data";

export async function loadOrderStatus(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<OrderStatusData> {
  const url = new URL(request.url);
  const id = url.searchParams.get("order")?.trim().toUpperCase() ?? "";
  const token = url.searchParams.get("token") ?? "";
  if (!id && !token) return { order: null, token: null, badLink: false, countries: [] };
  if (!ORDER_ID_PATTERN.test(id) || token.length < 16 || token.length > 128)
    return { order: null, token: null, badLink: true, countries: [] };
  try {
    const order = await getOwnOrder(servicesFrom(context), id, { user: null, guestToken: token });
    return { order, token, badLink: false, countries: listCountries() };
  } catch (error) {
    if (isNotFound(error)) return { order: null, token: null, badLink: true, countries: [] };
    throw error;
  }
}
