// The /account route's client action: Log Out (→ /login) and account deletion (→ /register).
// As route actions they make React Router reload every loader, so the header follows at once.
import { redirect } from "react-router";
import { accountApi } from "../../lib/account-api";
import { rememberAuth } from "../auth/auth-state";
import { setLeaving } from "./use-live-profile";

export type AccountIntent = { intent: "log-out" } | { intent: "delete-account" };

export async function accountAction(request: Request) {
  const { intent } = (await request.json()) as AccountIntent;
  setLeaving(true);
  try {
    if (intent === "delete-account") await accountApi.deleteUser();
    else await accountApi.signOut();
  } catch (error) {
    setLeaving(false);
    // docs/behaviour.md §8: an account deletion error is only logged; the page stays as it was.
    console.error(`Account ${intent} failed`, error);
    return { failed: intent };
  }
  rememberAuth(false);
  return redirect(intent === "delete-account" ? "/register" : "/login");
}
