import { redirect, type RouterContextProvider } from "react-router";
import { servicesFrom } from "../../lib/context.server";

/** /login and /register send a signed-in shopper to their account (SPEC §2). */
export async function redirectSignedIn(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<void> {
  const session = await servicesFrom(context).auth.api.getSession({ headers: request.headers });
  if (session) throw redirect("/account");
}
