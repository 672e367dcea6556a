import type { Country } from "../../../domain/contracts/countries";

export interface CheckoutData {
  countries: Country[];
}
