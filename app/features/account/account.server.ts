import { redirect, type RouterContextProvider } from "react-router";
import { getSessionUser } from "../../../server/auth/guards";
import { toProfile } from "../../../server/services/account/profile";
import { listCountries } from "../../../server/services/countries";
import { listOwnOrders } from "../../../server/services/orders/customer-orders";
import { servicesFrom } from "../../lib/context.server";
import type { Country } from "../../../domain/contracts/countries";
import type { Order } from "../../../domain/contracts/orders";
import { isAccountTab, type AccountData } from "./account-data";

/**
 * docs/behaviour.md §2: a visitor not signed in goes to /login; no q goes to ?q=orders; an unknown q goes
 * to /account (and from there to the orders).
 */
export async function loadAccount(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<AccountData> {
  const services = servicesFrom(context);
  const user = await getSessionUser(services, request.headers);
  if (!user) throw redirect("/login");
  const q = new URL(request.url).searchParams.get("q");
  if (q === null) throw redirect("/account?q=orders");
  if (!isAccountTab(q)) throw redirect("/account");
  const [profile, orders] = await Promise.all([
    toProfile(services, user),
    q === "orders" ? listOwnOrders(services, user) : [],
  ]);
  return { tab: q, profile, orders, countries: q === "orders" ? countriesOf(orders) : listCountries() };
}

/**
 * The orders tab only names the countries of its orders' addresses: the whole list (250
 * countries, 19 KB of page data encoded on every request) is for the profile's forms.
 */
function countriesOf(orders: readonly Order[]): Country[] {
  const named = new Set(orders.flatMap((o) => [o.shippingTo.country, o.billingTo.country]));
  return listCountries().filter((c) => named.has(c.cca3));
}
