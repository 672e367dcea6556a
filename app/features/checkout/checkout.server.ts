import type { RouterContextProvider } from "react-router";
import { readSession } from "../../../server/auth/read-session";
import { DELIVERY_COUNTRY } from "../../../domain/address-book-core";
import { listCountries } from "../../../server/services/countries";
import { servicesFrom } from "../../lib/context.server";
import type { CheckoutData } from "./checkout-data";

/**
 * The delivery country's name (the rest of the list comes after the page is up:
 * use-all-countries.ts), and whether the address book is the account's or the
 * device's; everything else on the page lives on the device. A personal page: rendered per
 * request, never cached (decision 45).
 */
export async function loadCheckout(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<CheckoutData> {
  const session = await readSession(servicesFrom(context), request.headers);
  const countries = listCountries().filter((c) => c.cca3 === DELIVERY_COUNTRY);
  return { countries, signedIn: session !== null };
}
