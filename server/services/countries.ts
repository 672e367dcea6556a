// world-countries ships the same name.common / cca3 shape as the public service the spec used,
// so drop-downs work offline. Sorted once, at first use.
import countries from "world-countries";
import type { Country } from "../../domain/contracts/countries";
import { compareNames } from "../../domain/names";

let sorted: Country[] | undefined;

export function listCountries(): Country[] {
  sorted ??= countries
    .map((c) => ({ name: { common: c.name.common }, cca3: c.cca3 }))
    .sort((a, b) => compareNames(a.name.common, b.name.common));
  return sorted;
}

export function isCountryCode(code: string): boolean {
  return listCountries().some((c) => c.cca3 === code);
}
