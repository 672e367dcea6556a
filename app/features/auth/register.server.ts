import type { RouterContextProvider } from "react-router";
import type { Country } from "../../../domain/contracts/countries";
import { listCountries } from "../../../server/services/countries";
import { isAccountDeleted } from "./account-deleted";
import { redirectSignedIn } from "./session.server";

/**
 * The countries come with the page, so the drop-down works before any script has run; and
 * whether the visitor has just deleted their account (the page then says so).
 */
export async function loadRegister(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ countries: Country[]; accountDeleted: boolean }> {
  await redirectSignedIn(request, context);
  return { countries: listCountries(), accountDeleted: isAccountDeleted(new URL(request.url)) };
}
