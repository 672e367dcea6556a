import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { MIN_PASSWORD_LENGTH } from "../../../domain/account-rules";
import {
  REGISTER_WEAK_PASSWORD,
  REQUIRED_FIELDS_MESSAGE,
  SOMETHING_WENT_WRONG,
} from "../../../domain/messages";
import { ApiClientError } from "../../../sdk/client";
import { accountApi } from "../../lib/account-api";
import { rememberAuth } from "./auth-state";
import { TextField } from "../../ui/form/fields";
import { FormMessage } from "../../ui/form/message";
import { SubmitButton } from "../../ui/form/submit-button";
import { useForm, type FieldErrors } from "../../ui/form/use-form";
import styles from "../../ui/form/form.module.css";
import { REGISTER_RULES } from "../../../domain/account-rules";

const MESSAGE_ID = "reset-message";
export const PASSWORDS_DIFFER = "The two passwords do not match.";

type Values = { password: string; confirmation: string };

function check({ password, confirmation }: Values): { message: string; errors: FieldErrors<Values> } | null {
  const missing: FieldErrors<Values> = {};
  if (password === "") missing.password = "";
  if (confirmation === "") missing.confirmation = "";
  if (Object.keys(missing).length > 0) return { message: REQUIRED_FIELDS_MESSAGE, errors: missing };
  if (password.length < MIN_PASSWORD_LENGTH)
    return { message: REGISTER_WEAK_PASSWORD, errors: { password: "" } };
  if (password !== confirmation) return { message: PASSWORDS_DIFFER, errors: { confirmation: "" } };
  return null;
}

interface ResetPasswordFormProps {
  token: string;
  onDone: () => void;
  /** The link was refused (expired or already used). */
  onInvalid: () => void;
}

export function ResetPasswordForm({ token, onDone, onInvalid }: ResetPasswordFormProps) {
  const form = useForm<Values>({ password: "", confirmation: "" }, MESSAGE_ID, REGISTER_RULES);
  const { values, field } = form;
  const [busy, setBusy] = useState(false);
  const { revalidate } = useRevalidator();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const failure = check(values);
    if (failure) return form.fail(failure);
    setBusy(true);
    try {
      await accountApi.resetPassword(token, values.password);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiClientError && error.code === "INVALID_TOKEN") return onInvalid();
      const weak = error instanceof ApiClientError && error.code.startsWith("PASSWORD_TOO");
      return form.fail(
        weak
          ? { message: REGISTER_WEAK_PASSWORD, errors: { password: "" } }
          : { message: SOMETHING_WENT_WRONG, errors: {} },
      );
    }
    // A reset ends every session of the account, this browser's included.
    rememberAuth(false);
    void revalidate();
    onDone();
  }

  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
      <FormMessage id={MESSAGE_ID} message={form.message} />
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        {...field("password")}
      />
      <TextField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        {...field("confirmation")}
      />
      <div className={styles.actions}>
        <SubmitButton busy={busy}>Save New Password</SubmitButton>
      </div>
    </form>
  );
}
