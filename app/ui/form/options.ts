// Options of the civility and country drop-downs, shared by registration, profile and addresses.
import { CIVILITIES, CIVILITY_LABELS } from "../../../domain/civility-codes";
import type { Country } from "../../../domain/contracts/countries";
import type { Option } from "./fields";

export const CIVILITY_OPTIONS: readonly Option[] = CIVILITIES.map((value) => ({
  value,
  label: CIVILITY_LABELS[value],
}));

/** The spec's placeholder: choosing it counts as no country. */
export const COUNTRY_PLACEHOLDER = "Select Your Country";

export function countryOptions(countries: readonly Country[]): Option[] {
  return countries.map((c) => ({ value: c.cca3, label: c.name.common }));
}

/** A code shown by its name; an unknown code is shown as it is rather than hidden. */
export function countryName(countries: readonly Country[], code: string): string {
  return countries.find((c) => c.cca3 === code)?.name.common ?? code;
}
