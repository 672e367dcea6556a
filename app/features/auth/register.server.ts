import type { RouterContextProvider } from "react-router";
import type { Country } from "../../../domain/contracts/countries";
import { listCountries } from "../../../server/services/countries";
import { redirectSignedIn } from "./session.server";

/** The countries come with the page, so the drop-down works before any script has run. */
export async function loadRegister(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ countries: Country[] }> {
  await redirectSignedIn(request, context);
  return { countries: listCountries() };
}
