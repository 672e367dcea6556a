// The countries of the address forms: world-countries' names (the same name.common / cca3 shape
// as the public service the spec used, so drop-downs work offline), kept as the two fields the
// shop reads (country-names.ts, generated). Sorted once, at first use.
import type { Country } from "../../domain/contracts/countries";
import { compareNames } from "../../domain/names";
import { COUNTRY_NAMES } from "./country-names";

let sorted: Country[] | undefined;

export function listCountries(): Country[] {
  sorted ??= COUNTRY_NAMES.map(([cca3, common]) => ({ name: { common }, cca3 })).sort((a, b) =>
    compareNames(a.name.common, b.name.common),
  );
  return sorted;
}

/** 'United States' for 'USA'; an unknown code as it is. */
export function countryNameOf(code: string): string {
  return listCountries().find((c) => c.cca3 === code)?.name.common ?? code;
}

/** The refusal of a code that is not on the list (sign-up, profile, an order's billing address). */
export const UNKNOWN_COUNTRY = "Unknown country.";

export function isCountryCode(code: string): boolean {
  return listCountries().some((c) => c.cca3 === code);
}
