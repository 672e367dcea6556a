import type { Country } from "../../../domain/contracts/countries";

export interface CheckoutData {
  countries: Country[];
  /** The server's word (the session), not the session flag: it picks the address book. */
  signedIn: boolean;
}
