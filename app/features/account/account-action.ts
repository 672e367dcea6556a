// The /account route's client action: Log Out (→ /login) and account deletion (→ /register, which
// says the account is gone).
// As route actions they make React Router reload every loader, so the header follows at once.
import { redirect } from "react-router";
import { LAST_ADMIN_CODE } from "../../../domain/last-administrator";
import { ApiClientError } from "../../../sdk/client";
import { accountApi } from "../../lib/account-api";
import { ACCOUNT_DELETED } from "../auth/account-deleted";
import { rememberAuth } from "../auth/auth-state";
import { setLeaving } from "./use-live-profile";

export type AccountIntent = { intent: "log-out" } | { intent: "delete-account" };
/** A failed intent; `message` only for a refusal the visitor can act on (the last administrator). */
export type AccountFailure = { failed: AccountIntent["intent"]; message?: string };

export async function accountAction(request: Request) {
  const { intent } = (await request.json()) as AccountIntent;
  setLeaving(true);
  try {
    if (intent === "delete-account") await accountApi.deleteUser();
    else await accountApi.signOut();
  } catch (error) {
    setLeaving(false);
    // docs/behaviour.md §8: an account deletion error is only logged; the page stays as it was.
    // The one refusal that is no error is said in the panel: the shop's last administrator
    // stays until they name another (decision 123).
    if (error instanceof ApiClientError && error.code === LAST_ADMIN_CODE)
      return { failed: intent, message: error.message } satisfies AccountFailure;
    console.error(`Account ${intent} failed`, error);
    return { failed: intent } satisfies AccountFailure;
  }
  rememberAuth(false);
  // The sign-up page says the account is gone (register.server.ts), so the shopper is not left to
  // guess whether the click did anything.
  return redirect(intent === "delete-account" ? `/register?${ACCOUNT_DELETED}` : "/login");
}
