// The registration form's values and its check before anything is sent (SPEC §5): required
// fields first, then the e-mail's and the password's form, with the spec's messages.
import { registerBody, type RegisterBody } from "../../../domain/contracts/account";
import {
  REGISTER_INVALID_EMAIL,
  REGISTER_WEAK_PASSWORD,
  REQUIRED_FIELDS_MESSAGE,
} from "../../../domain/messages";
import { collapse } from "../../../domain/text";
import { markIssues, type Failure, type FieldErrors } from "./use-form";

export type RegisterValues = {
  civility: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  country: string;
  subscriptionAgreement: boolean;
  privacyAgreement: boolean;
  ageConfirmed: boolean;
  keepGuestAddresses: boolean;
};

export const EMPTY_REGISTRATION: RegisterValues = {
  civility: "",
  firstName: "",
  lastName: "",
  email: "",
  password: "",
  country: "",
  subscriptionAgreement: false,
  privacyAgreement: false,
  ageConfirmed: false,
  keepGuestAddresses: false,
};

const REQUIRED_TEXT = ["civility", "firstName", "lastName", "email", "password", "country"] as const;
const REQUIRED_BOXES = ["privacyAgreement", "ageConfirmed"] as const;

export function checkRegistration(
  values: RegisterValues,
): { body: RegisterBody } | { failure: Failure<RegisterValues> } {
  const missing: FieldErrors<RegisterValues> = {};
  for (const name of REQUIRED_TEXT) if (collapse(values[name]) === "") missing[name] = "";
  for (const name of REQUIRED_BOXES) if (!values[name]) missing[name] = "";
  if (Object.keys(missing).length > 0)
    return { failure: { message: REQUIRED_FIELDS_MESSAGE, errors: missing } };

  // Names are trimmed and collapsed by the schema; the password is sent exactly as typed.
  const { keepGuestAddresses: _device, ...fields } = values;
  const parsed = registerBody.safeParse({ ...fields, rememberMe: true });
  if (parsed.success) return { body: parsed.data };
  const marked = markIssues<RegisterValues>(parsed.error.issues);
  if ("email" in marked) return { failure: { message: REGISTER_INVALID_EMAIL, errors: { email: "" } } };
  if ("password" in marked) return { failure: { message: REGISTER_WEAK_PASSWORD, errors: { password: "" } } };
  return { failure: { message: REQUIRED_FIELDS_MESSAGE, errors: marked } };
}
