import { listCountries } from "../../../server/services/countries";
import type { CheckoutData } from "./checkout-data";

/** The country names for the address panels; everything else on the page lives on the device. */
export function loadCheckout(): CheckoutData {
  return { countries: listCountries() };
}
