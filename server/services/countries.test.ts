import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COUNTRY_NAMES_FILE, countryNamesSource } from "../../scripts/assets/country-names.mjs";
import { compareNames } from "../../domain/names";
import { isCountryCode, listCountries } from "./countries";

describe("countries", () => {
  it("are world-countries' names, as scripts/assets/country-names.mjs writes them", () => {
    expect(readFileSync(COUNTRY_NAMES_FILE, "utf8")).toBe(countryNamesSource());
  });

  it("are listed by name, each with its code", () => {
    const list = listCountries();
    expect(list).toHaveLength(250);
    const names = list.map((c) => c.name.common);
    expect(names).toEqual([...names].sort(compareNames));
    expect(names.indexOf("Åland Islands")).toBeLessThan(names.indexOf("Albania"));
    expect(list.find((c) => c.cca3 === "USA")).toEqual({ name: { common: "United States" }, cca3: "USA" });
    expect(list.find((c) => c.cca3 === "ALA")?.name.common).toBe("Åland Islands");
  });

  it("knows a code only if it names a country", () => {
    expect(isCountryCode("USA")).toBe(true);
    expect(isCountryCode("FRA")).toBe(true);
    expect(isCountryCode("QQQ")).toBe(false);
    expect(isCountryCode("usa")).toBe(false);
  });
});
