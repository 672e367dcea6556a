// The /login route's client action: signs in through the API, then leaves for the home page, or
// for the page that sent the shopper here (its `next`, decision 129).
// Running as a route action makes React Router reload every loader afterwards, so the header
// learns of the new session at once.
import { redirect } from "react-router";
import { destinationAfterSignIn } from "../../../domain/return-path";
import { accountApi } from "../../lib/account-api";
import { signInFailure } from "./auth-errors";
import { rememberAuth } from "./auth-state";
import { settleGuestAddresses } from "./guest-addresses";

export type SignInRequest = {
  email: string;
  password: string;
  rememberMe: boolean;
  keepGuestAddresses: boolean;
};

export async function signInAction(request: Request) {
  const { email, password, rememberMe, keepGuestAddresses } = (await request.json()) as SignInRequest;
  try {
    await accountApi.signIn({ email, password, rememberMe });
  } catch (error) {
    return { failure: signInFailure(error) };
  }
  rememberAuth(true);
  await settleGuestAddresses(keepGuestAddresses, false);
  return redirect(destinationAfterSignIn(request.url));
}
