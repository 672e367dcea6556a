import { redirect, type RouterContextProvider } from "react-router";
import { readSession } from "../../../server/auth/read-session";
import { servicesFrom } from "../../lib/context.server";
import { RETURN_PARAM } from "../../../domain/return-link";
import { returnPath } from "../../../domain/return-path";

/** /login and /register send a signed-in shopper to their account (docs/behaviour.md §2), or to the
 * page that sent them there (`next`, decision 129). */
export async function redirectSignedIn(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<void> {
  const session = await readSession(servicesFrom(context), request.headers);
  if (session) throw redirect(returnPath(new URL(request.url).searchParams.get(RETURN_PARAM)) ?? "/account");
}
