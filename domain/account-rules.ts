// The registration and profile forms' rules without zod, for the browser. The server's schemas
// (contracts/account.ts) are built from these same rules.
import { CIVILITY_RULE } from "./civility-codes";
import { text, type CountryRule, type EmailRule, type PasswordRule } from "./form-rules";

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

const COUNTRY: CountryRule = { kind: "country", message: "Select your country." };
const EMAIL: EmailRule = { kind: "email", max: 254 };
const PASSWORD: PasswordRule = { kind: "password", min: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_LENGTH };

/** Registration (docs/behaviour.md §5): every field required, both boxes checked. */
export const REGISTER_RULES = {
  civility: CIVILITY_RULE,
  firstName: text(100),
  lastName: text(100),
  email: EMAIL,
  password: PASSWORD,
  country: COUNTRY,
  privacyAgreement: { kind: "accepted" },
  ageConfirmed: { kind: "accepted" },
} as const;

/** Edit Profile (docs/behaviour.md §5): civility, names and country required; the subscription a yes/no. */
export const PROFILE_RULES = {
  civility: CIVILITY_RULE,
  firstName: text(100),
  lastName: text(100),
  country: COUNTRY,
  subscriptionAgreement: { kind: "flag" },
} as const;
