// The /register route's client action: creates the account (signed in at once), then leaves
// for the home page (or the `next` page, decision 129); as a route action it makes every loader, the header's included, reload.
import { redirect } from "react-router";
import { destinationAfterSignIn } from "../../../domain/return-path";
import type { RegisterBody } from "../../../domain/contracts/account";
import { accountApi } from "../../lib/account-api";
import { signUpFailure } from "./auth-errors";
import { rememberAuth } from "./auth-state";
import { settleGuestAddresses } from "./guest-addresses";
import type { RegisterValues } from "./register-values";

export type SignUpRequest = {
  body: RegisterBody;
  keepGuestAddresses: boolean;
};

export async function signUpAction(request: Request) {
  const { body, keepGuestAddresses } = (await request.json()) as SignUpRequest;
  try {
    await accountApi.signUp(body);
  } catch (error) {
    return { failure: signUpFailure<RegisterValues>(error) };
  }
  rememberAuth(true);
  // A new account's book holds only its country: the guest's default may take its place.
  await settleGuestAddresses(keepGuestAddresses, true);
  return redirect(destinationAfterSignIn(request.url));
}
