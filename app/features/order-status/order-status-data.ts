import type { Country } from "../../../domain/contracts/countries";
import type { Order } from "../../../domain/contracts/orders";

export interface OrderStatusData {
  order: Order | null;
  /** The token that opened it: cancelling sends it again. */
  token: string | null;
  /** A link was followed but opens no order. */
  badLink: boolean;
  countries: Country[];
}

export const BAD_LINK =
  "This link does not open an order. Please enter your order number and e-mail address.";

/** In the history state of the order page a look-up found: its title takes the focus. */
export const FOUND_BY_LOOKUP = "foundByLookup";
