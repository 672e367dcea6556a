// The form of the 'Edit Profile' panel: a chunk of its own, fetched when the panel's trigger is
// pointed at or focused (edit-profile-panel.tsx), so the account page carries no form code until
// a form is wanted.
import { useId, useState, type FormEvent } from "react";
import buttons from "../../ui/buttons.module.css";
import { SidePanelClose } from "../../ui/side-panel";
import { accountApi } from "../../lib/account-api";
import { signUpFailure } from "../auth/auth-errors";
import { CheckboxField, TextField } from "../../ui/form/fields";
import { FormMessage } from "../../ui/form/message";
import { CountryField, TitleField } from "../../ui/form/person-fields";
import { SubmitButton } from "../../ui/form/submit-button";
import { useForm } from "../../ui/form/use-form";
import type { EditProfilePanelProps } from "./edit-profile-panel";
import { checkProfile, profileValues, type ProfileValues } from "./profile-values";
import formStyles from "../../ui/form/form.module.css";
import { PROFILE_RULES } from "../../../domain/account-rules";

type FormProps = Omit<EditProfilePanelProps, "open" | "onOpenChange" | "trigger"> & { onDone: () => void };

export default function EditProfileForm({ profile, countries, onSaved, onDone }: FormProps) {
  const messageId = `${useId()}-message`;
  const form = useForm<ProfileValues>(() => profileValues(profile), messageId, PROFILE_RULES);
  const { values, field, box } = form;
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Panels render in a portal, but React events still bubble to a form the trigger sits in.
    event.stopPropagation();
    if (busy) return;
    const checked = checkProfile(values);
    if ("failure" in checked) return form.fail(checked.failure);
    form.clear();
    setBusy(true);
    try {
      onSaved(await accountApi.updateProfile(checked.body));
      onDone();
    } catch (error) {
      // docs/behaviour.md §8: a refused profile update shows as the sign-up error.
      form.fail(signUpFailure<ProfileValues>(error));
      setBusy(false);
    }
  }

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-busy={busy}>
      <p className={formStyles.note}>Fields marked with an asterisk (*) are required.</p>
      <FormMessage id={messageId} message={form.message} />
      <TitleField {...field("civility")} />
      <TextField label="First Name" autoComplete="given-name" {...field("firstName")} />
      <TextField label="Last Name" autoComplete="family-name" {...field("lastName")} />
      <CountryField countries={countries} {...field("country")} />
      <CheckboxField
        label="I would like to receive news of collections and events from Atelier by e-mail."
        {...box("subscriptionAgreement")}
      />
      <div className={formStyles.actions}>
        <SubmitButton busy={busy}>Save Changes</SubmitButton>
        <SidePanelClose className={buttons.secondary}>Cancel</SidePanelClose>
      </div>
    </form>
  );
}
