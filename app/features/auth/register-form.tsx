import type { FormEvent, ReactNode } from "react";
import { Link, useActionData, useFetcher } from "react-router";
import type { Country } from "../../../domain/contracts/countries";
import { useGuestAddressCount } from "../addresses/guest-address-book";
import { CheckboxField, TextField } from "../../ui/form/fields";
import { FormMessage } from "../../ui/form/message";
import { KEEP_GUEST_ADDRESSES_LABEL } from "./guest-addresses";
import { CountryField, TitleField } from "../../ui/form/person-fields";
import { EMPTY_REGISTRATION, checkRegistration, type RegisterValues } from "./register-values";
import type { FormRefusal } from "./form-post.server";
import type { SignUpRequest } from "./sign-up-action";
import { SubmitButton } from "../../ui/form/submit-button";
import { useForm, useServerFailure, type Failure } from "../../ui/form/use-form";
import styles from "../../ui/form/form.module.css";
import { REGISTER_RULES } from "../../../domain/account-rules";

const MESSAGE_ID = "register-message";

export function RegisterForm({
  countries,
  notice,
}: {
  countries: readonly Country[];
  /** News the page opens with ('Your account has been deleted.'), until the form has its own. */
  notice?: ReactNode;
}) {
  const fetcher = useFetcher<{ failure: Failure<RegisterValues> }>();
  // A form sent without the script comes back refused with what was typed (the password aside).
  const refused = useActionData<FormRefusal<RegisterValues>>();
  const form = useForm<RegisterValues>(
    () => ({ ...EMPTY_REGISTRATION, ...refused?.values }),
    MESSAGE_ID,
    REGISTER_RULES,
  );
  const { values, field, box } = form;
  const guestAddresses = useGuestAddressCount();
  const busy = fetcher.state !== "idle";

  useServerFailure(refused, form.fail, true);
  useServerFailure(fetcher.data, form.fail);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = checkRegistration(values);
    if ("failure" in checked) return form.fail(checked.failure);
    form.clear();
    const request: SignUpRequest = {
      body: checked.body,
      keepGuestAddresses: guestAddresses > 0 && values.keepGuestAddresses,
    };
    void fetcher.submit(request, { method: "post", encType: "application/json" });
  }

  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
      {form.message || fetcher.data || refused ? null : notice}
      <p className={styles.note}>Fields marked with an asterisk (*) are required.</p>
      <FormMessage id={MESSAGE_ID} message={form.message} />
      <TitleField {...field("civility")} />
      <div className={styles.row}>
        <TextField label="First Name" autoComplete="given-name" {...field("firstName")} />
        <TextField label="Last Name" autoComplete="family-name" {...field("lastName")} />
      </div>
      <TextField label="E-mail" type="email" autoComplete="email" {...field("email")} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        {...field("password")}
      />
      <CountryField countries={countries} {...field("country")} />
      <CheckboxField
        label={
          <>
            I have read and accept the <Link to="/legal?category=privacy">Privacy Notice</Link>.
          </>
        }
        required
        {...box("privacyAgreement")}
      />
      <CheckboxField
        label="I confirm that I am 18 years of age or older."
        required
        {...box("ageConfirmed")}
      />
      <CheckboxField
        label="I would like to receive news of collections and events from Atelier by e-mail."
        {...box("subscriptionAgreement")}
      />
      {guestAddresses > 0 ? (
        <CheckboxField label={KEEP_GUEST_ADDRESSES_LABEL} {...box("keepGuestAddresses")} />
      ) : null}
      <div className={styles.actions}>
        <SubmitButton busy={busy}>Create Account</SubmitButton>
      </div>
    </form>
  );
}
