import { redirect, type RouterContextProvider } from "react-router";
import { readSession } from "../../../server/auth/read-session";
import { servicesFrom } from "../../lib/context.server";

/** /login and /register send a signed-in shopper to their account (docs/behaviour.md §2). */
export async function redirectSignedIn(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<void> {
  const session = await readSession(servicesFrom(context), request.headers);
  if (session) throw redirect("/account");
}
