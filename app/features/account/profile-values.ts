// The Edit Profile form (docs/behaviour.md §5): civility, names and country required, with the shared
// message; the newsletter subscription optional. Names are trimmed and collapsed. The rules are
// the server's (PROFILE_RULES), checked without zod so that zod stays off the page.
import { PROFILE_RULES } from "../../../domain/account-rules";
import type { Profile, ProfileBody } from "../../../domain/contracts/account";
import { checkFields } from "../../../domain/form-rules";
import { REQUIRED_FIELDS_MESSAGE } from "../../../domain/messages";
import type { Failure, FieldErrors } from "../../ui/form/use-form";

export type ProfileValues = {
  civility: string;
  firstName: string;
  lastName: string;
  country: string;
  subscriptionAgreement: boolean;
};

export function profileValues(profile: Profile): ProfileValues {
  const { civility, firstName, lastName, country, subscriptionAgreement } = profile;
  return { civility, firstName, lastName, country, subscriptionAgreement };
}

export function checkProfile(
  values: ProfileValues,
): { body: ProfileBody } | { failure: Failure<ProfileValues> } {
  const checked = checkFields(PROFILE_RULES, values);
  if (checked.ok) return { body: checked.values };
  // Blank fields are marked first; a refused value only when nothing is left blank.
  const problems = Object.entries(checked.problems);
  const missing = problems.filter(([, problem]) => problem === "missing");
  const errors: FieldErrors<ProfileValues> = {};
  for (const [name] of missing.length > 0 ? missing : problems) errors[name as keyof ProfileValues] = "";
  return { failure: { message: REQUIRED_FIELDS_MESSAGE, errors } };
}
