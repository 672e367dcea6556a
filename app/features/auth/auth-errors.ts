// What the shopper reads when the server refuses a sign-in, a registration or a profile edit
// (docs/behaviour.md §8): the server's codes mapped to the spec's texts, with the fields to mark.
import {
  REGISTER_EMAIL_IN_USE,
  REGISTER_INVALID_EMAIL,
  REGISTER_WEAK_PASSWORD,
  REQUIRED_FIELDS_MESSAGE,
  SIGN_IN_MISSING_FIELDS,
  SIGN_IN_USER_NOT_FOUND,
  SIGN_IN_WRONG_PASSWORD,
  SOMETHING_WENT_WRONG,
} from "../../../domain/messages";
import { ApiClientError } from "../../../sdk/client";
import type { Failure, FieldErrors } from "../../ui/form/use-form";

export type SignInFields = { email: string; password: string };

export function signInFailure(error: unknown): Failure<SignInFields> {
  if (!(error instanceof ApiClientError)) return { message: SOMETHING_WENT_WRONG, errors: {} };
  if (error.code === "USER_NOT_FOUND") {
    return { message: SIGN_IN_USER_NOT_FOUND, errors: { email: "", password: "" } };
  }
  if (error.code === "INVALID_PASSWORD") return { message: SIGN_IN_WRONG_PASSWORD, errors: { password: "" } };
  // The account or the address is throttled: the server's own words say for how long.
  if (error.status === 429) return { message: error.message, errors: {} };
  if (error.status === 400)
    return { message: SIGN_IN_MISSING_FIELDS, errors: marked<SignInFields>(error.fields) };
  return { message: SOMETHING_WENT_WRONG, errors: {} };
}

function marked<V>(fields: Record<string, string> | undefined): FieldErrors<V> {
  const errors: FieldErrors<V> = {};
  for (const name of Object.keys(fields ?? {})) errors[name.split(".")[0] as keyof V] = "";
  return errors;
}

const IN_USE = /^USER_ALREADY_EXISTS/;
const WEAK_PASSWORD = new Set(["PASSWORD_TOO_SHORT", "PASSWORD_TOO_LONG", "INVALID_PASSWORD"]);

/**
 * Registration's refusals, also used for a refused profile edit ('shown as the sign-up error').
 * Field names are those of the request body, which the forms use too.
 */
export function signUpFailure<V extends Record<string, unknown>>(error: unknown): Failure<V> {
  if (!(error instanceof ApiClientError)) return { message: SOMETHING_WENT_WRONG, errors: {} };
  const mark = (name: string) => ({ [name]: "" }) as FieldErrors<V>;
  if (IN_USE.test(error.code)) return { message: REGISTER_EMAIL_IN_USE, errors: mark("email") };
  if (error.code === "INVALID_EMAIL") return { message: REGISTER_INVALID_EMAIL, errors: mark("email") };
  if (WEAK_PASSWORD.has(error.code)) return { message: REGISTER_WEAK_PASSWORD, errors: mark("password") };
  if (error.status === 429) return { message: error.message, errors: {} };
  if (error.status === 400 && error.fields) {
    const fields = Object.keys(error.fields);
    if (fields.includes("email")) return { message: REGISTER_INVALID_EMAIL, errors: mark("email") };
    if (fields.includes("password")) return { message: REGISTER_WEAK_PASSWORD, errors: mark("password") };
    return { message: REQUIRED_FIELDS_MESSAGE, errors: marked<V>(error.fields) };
  }
  return { message: SOMETHING_WENT_WRONG, errors: {} };
}
