import { redirect, type RouterContextProvider } from "react-router";
import { readSession } from "../../../server/auth/read-session";
import { toProfile } from "../../../server/services/account/profile";
import { readWishlist } from "../../../server/services/account/wishlist";
import { listCountries } from "../../../server/services/countries";
import { listOwnOrders } from "../../../server/services/orders/customer-orders";
import { ServiceError } from "../../../server/services/errors";
import { isDocumentRequest, servicesFrom } from "../../lib/context.server";
import { pageAddress } from "../../lib/page-address.server";
import { authPageHref } from "../../../domain/return-path";
import type { Country } from "../../../domain/contracts/countries";
import { textAnswer, type TextAnswer } from "../../lib/text-answer";
import { isAccountTab, type AccountData } from "./account-data";

/**
 * docs/behaviour.md §2: a visitor not signed in goes to /login (with the way back, decision 129); no q goes to ?q=orders; an unknown q goes
 * to /account (and from there to the orders).
 */
export async function loadAccount(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<TextAnswer<AccountData>> {
  const services = servicesFrom(context);
  const current = await readSession(services, request.headers);
  // Signed in, they come back to this tab (decision 129).
  if (!current) throw redirect(authPageHref("/login", pageAddress(request)));
  const { user } = current;
  const q = new URL(request.url).searchParams.get("q");
  if (q === null) throw redirect("/account?q=orders");
  if (!isAccountTab(q)) throw redirect("/account");
  // Show More without JavaScript, or a shared link: the page of orders after this cursor.
  const from = q === "orders" ? new URL(request.url).searchParams.get("cursor") || null : null;
  const [profile, page, wishlist] = await Promise.all([
    toProfile(services, user, current.dashboard),
    q === "orders"
      ? listOwnOrders(services, user, { cursor: from ?? undefined }).catch((error: unknown) => {
          // A cursor that is not one of ours (edited, truncated): the newest orders instead.
          if (error instanceof ServiceError && error.kind === "invalid") throw redirect("/account?q=orders");
          throw error;
        })
      : { items: [], nextCursor: null },
    q === "wishlist" ? readWishlist(services.db, user.id) : { items: [] },
  ]);
  const orders = page.items;
  // The page carries the countries it names; its forms fetch the rest (use-all-countries.ts).
  const named =
    q === "orders"
      ? orders.flatMap((o) => [o.shippingTo.country, o.billingTo.country])
      : q === "wishlist"
        ? []
        : [profile.country, ...profile.addressBook.map((a) => a.country)];
  return textAnswer<AccountData>(
    {
      tab: q,
      profile,
      orders,
      ordersFrom: from,
      ordersNext: page.nextCursor,
      wishlist: wishlist.items,
      countries: countriesNamed(named),
    },
    { inPage: isDocumentRequest(context) },
  );
}

function countriesNamed(codes: readonly string[]): Country[] {
  const named = new Set(codes);
  return listCountries().filter((c) => named.has(c.cca3));
}
