// The Edit Profile form (SPEC §5): civility, names and country required, with the shared
// message; the newsletter subscription optional. Names are trimmed and collapsed by the schema.
import { profileBody, type Profile, type ProfileBody } from "../../../domain/contracts/account";
import { REQUIRED_FIELDS_MESSAGE } from "../../../domain/messages";
import { collapse } from "../../../domain/text";
import { markIssues, type Failure, type FieldErrors } from "../auth/use-form";

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
  const missing: FieldErrors<ProfileValues> = {};
  for (const name of ["civility", "firstName", "lastName", "country"] as const) {
    if (collapse(values[name]) === "") missing[name] = "";
  }
  if (Object.keys(missing).length > 0)
    return { failure: { message: REQUIRED_FIELDS_MESSAGE, errors: missing } };
  const parsed = profileBody.safeParse(values);
  if (parsed.success) return { body: parsed.data };
  return {
    failure: { message: REQUIRED_FIELDS_MESSAGE, errors: markIssues<ProfileValues>(parsed.error.issues) },
  };
}
