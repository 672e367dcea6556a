import { useState, type FormEvent } from "react";
import { useActionData, useFetcher } from "react-router";
import { SIGN_IN_MISSING_FIELDS } from "../../../domain/messages";
import { collapse } from "../../../domain/text";
import { useGuestAddressCount } from "../addresses/guest-address-book";
import type { SignInFields } from "./auth-errors";
import { ForgotPasswordPanel } from "./forgot-password-panel";
import { CheckboxField, TextField } from "../../ui/form/fields";
import { FormMessage } from "../../ui/form/message";
import { KEEP_GUEST_ADDRESSES_LABEL } from "./guest-addresses";
import type { FormRefusal } from "./form-post.server";
import type { SignInRequest } from "./sign-in-action";
import { SubmitButton } from "../../ui/form/submit-button";
import { useForm, useServerFailure, type Failure, type FieldErrors } from "../../ui/form/use-form";
import styles from "../../ui/form/form.module.css";

const MESSAGE_ID = "login-message";

type LoginValues = SignInFields & { rememberMe: boolean; keepGuestAddresses: boolean };

export function LoginForm() {
  const fetcher = useFetcher<{ failure: Failure<SignInFields> }>();
  // Remember me is on by default (docs/behaviour.md §9).
  // A form sent without the script comes back refused with the e-mail typed.
  const refused = useActionData<FormRefusal<SignInFields>>();
  const form = useForm<LoginValues>(
    { email: refused?.values.email ?? "", password: "", rememberMe: true, keepGuestAddresses: false },
    MESSAGE_ID,
  );
  const { values, field, box } = form;
  const guestAddresses = useGuestAddressCount();
  const [forgotOpen, setForgotOpen] = useState(false);
  const busy = fetcher.state !== "idle";

  useServerFailure(refused, form.fail, true);
  useServerFailure(fetcher.data, form.fail);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    // Both are required once trimmed and collapsed; the password itself is sent as typed.
    const email = collapse(values.email);
    const missing: FieldErrors<LoginValues> = {};
    if (email === "") missing.email = "";
    if (collapse(values.password) === "") missing.password = "";
    if (Object.keys(missing).length > 0)
      return form.fail({ message: SIGN_IN_MISSING_FIELDS, errors: missing });
    form.clear();
    const request: SignInRequest = {
      email,
      password: values.password,
      rememberMe: values.rememberMe,
      keepGuestAddresses: guestAddresses > 0 && values.keepGuestAddresses,
    };
    void fetcher.submit(request, { method: "post", encType: "application/json" });
  }

  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
      <FormMessage id={MESSAGE_ID} message={form.message} />
      <TextField label="E-mail" type="email" autoComplete="email" {...field("email")} />
      <TextField label="Password" type="password" autoComplete="current-password" {...field("password")} />
      <ForgotPasswordPanel
        open={forgotOpen}
        onOpenChange={setForgotOpen}
        initialEmail={collapse(values.email)}
        trigger={
          <button type="button" className={styles.linkButton}>
            Forgot Password
          </button>
        }
      />
      <CheckboxField label="Remember me" {...box("rememberMe")} />
      {guestAddresses > 0 ? (
        <CheckboxField label={KEEP_GUEST_ADDRESSES_LABEL} {...box("keepGuestAddresses")} />
      ) : null}
      <div className={styles.actions}>
        <SubmitButton busy={busy}>Log In</SubmitButton>
      </div>
    </form>
  );
}
