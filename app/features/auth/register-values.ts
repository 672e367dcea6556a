// The registration form's values and its check before anything is sent (docs/behaviour.md §5): required
// fields first, then the e-mail's and the password's form, with the spec's messages. The rules
// are the server's (REGISTER_RULES), checked without zod so that zod stays off the page.
import { REGISTER_RULES } from "../../../domain/account-rules";
import type { RegisterBody } from "../../../domain/contracts/account";
import { checkFields } from "../../../domain/form-rules";
import {
  REGISTER_INVALID_EMAIL,
  REGISTER_WEAK_PASSWORD,
  REQUIRED_FIELDS_MESSAGE,
} from "../../../domain/messages";
import type { Failure, FieldErrors } from "../../ui/form/use-form";

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

export function checkRegistration(
  values: RegisterValues,
): { body: RegisterBody } | { failure: Failure<RegisterValues> } {
  const checked = checkFields(REGISTER_RULES, values);
  if (checked.ok) {
    // Names are trimmed and collapsed; the password is sent exactly as typed.
    const body: RegisterBody = {
      ...checked.values,
      subscriptionAgreement: values.subscriptionAgreement,
      rememberMe: true,
    };
    return { body };
  }
  const problems = Object.entries(checked.problems);
  const missing: FieldErrors<RegisterValues> = {};
  for (const [name, problem] of problems)
    if (problem === "missing") missing[name as keyof RegisterValues] = "";
  if (Object.keys(missing).length > 0)
    return { failure: { message: REQUIRED_FIELDS_MESSAGE, errors: missing } };

  const { email, password } = checked.problems;
  if (email) return { failure: { message: REGISTER_INVALID_EMAIL, errors: { email: "" } } };
  if (password) return { failure: { message: REGISTER_WEAK_PASSWORD, errors: { password: "" } } };
  const refused: FieldErrors<RegisterValues> = {};
  for (const [name] of problems) refused[name as keyof RegisterValues] = "";
  return { failure: { message: REQUIRED_FIELDS_MESSAGE, errors: refused } };
}
