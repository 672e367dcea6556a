// Every country, fetched once per visit after the page is up (decision 85). Personal pages are
// rendered per request, and the 250 countries were 19 KB of page data on each of them though
// only the forms in their side panels (shut on arrival) list them all: the page now carries the
// countries it shows, and the rest comes from /api/v1/countries, which browsers keep a day.
import { useEffect, useState } from "react";
import type { Country } from "../../../domain/contracts/countries";
import { api } from "../../lib/shop-api";

let all: Promise<Country[]> | null = null;

/** Every country, asked for once per visit (again after a failure). */
export function allCountries(): Promise<Country[]> {
  all ??= api.countries().catch((err: unknown) => {
    all = null; // asked again by the next page that needs them
    throw err;
  });
  return all;
}

/** The countries the page was rendered with, then every country once they have come. */
export function useAllCountries(known: readonly Country[]): readonly Country[] {
  const [list, setList] = useState<readonly Country[] | null>(null);
  useEffect(() => {
    let live = true;
    allCountries().then(
      (countries) => live && setList(countries),
      () => {}, // the forms keep the countries they were given; a reload asks again
    );
    return () => {
      live = false;
    };
  }, []);
  return list ?? known;
}
