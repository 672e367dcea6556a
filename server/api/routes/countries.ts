import { countriesResponse } from "../../../domain/contracts/countries";
import { listCountries } from "../../services/countries";
import { defineRoute } from "../registry";

export const countryRoutes = [
  defineRoute({
    method: "get",
    path: "/countries",
    summary: "All countries (common name and 3-letter code), sorted by name",
    tag: "reference",
    access: "public",
    response: countriesResponse,
    cache: "public, max-age=86400",
    handler: async () => listCountries(),
  }),
];
