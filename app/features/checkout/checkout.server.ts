import type { RouterContextProvider } from "react-router";
import { readSession } from "../../../server/auth/read-session";
import { listCountries } from "../../../server/services/countries";
import { servicesFrom } from "../../lib/context.server";
import type { CheckoutData } from "./checkout-data";

/**
 * The country names for the address panels, and whether the address book is the account's or the
 * device's; everything else on the page lives on the device. A personal page: rendered per
 * request, never cached (decision 45).
 */
export async function loadCheckout(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<CheckoutData> {
  const session = await readSession(servicesFrom(context).auth, request.headers);
  return { countries: listCountries(), signedIn: session !== null };
}
