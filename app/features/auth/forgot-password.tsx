// The body of the 'Forgot Password' panel: a chunk of its own (forgot-password-panel.tsx).
import { useEffect, useRef, useState, type FormEvent } from "react";
import { ENTER_EMAIL, FORGOT_PASSWORD_FAILURE, forgotPasswordSuccess } from "../../../domain/messages";
import { collapse } from "../../../domain/text";
import { accountApi } from "../../lib/account-api";
import { TextField } from "../../ui/form/fields";
import { SubmitButton } from "../../ui/form/submit-button";
import { useFocusOnChange } from "../../ui/form/use-focus-on-change";
import formStyles from "../../ui/form/form.module.css";
import styles from "../../ui/form/panel.module.css";

/** docs/behaviour.md §4 password-reset state: 0 idle, 1 sent, 2 failed. */
type ResetState = 0 | 1 | 2;

export default function ForgotPassword({ initialEmail }: { initialEmail: string }) {
  const [state, setState] = useState<ResetState>(0);
  const [email, setEmail] = useState(initialEmail);
  /** The empty tries since the field last changed (0: none): each one takes focus to the field. */
  const [missing, setMissing] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const outcome = useFocusOnChange<HTMLParagraphElement>(state);
  // On the field, a screen reader reads its label and the message tied to it (after the render
  // that ties it).
  useEffect(() => {
    if (missing > 0) form.current?.querySelector("input")?.focus();
  }, [missing]);

  async function send() {
    const address = collapse(email);
    if (address === "") return setMissing((n) => n + 1);
    setBusy(true);
    try {
      await accountApi.requestPasswordReset(address);
      setEmail(address);
      setState(1);
    } catch {
      setState(2);
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Panels render in a portal, but React events still bubble to a form the trigger sits in.
    event.stopPropagation();
    if (!busy) void send();
  }

  if (state !== 0) {
    return (
      <div className={styles.body}>
        {/* Focus moves to the outcome so that it is read out where the form was. */}
        <p
          className={formStyles.message}
          data-tone={state === 1 ? "success" : "error"}
          role={state === 1 ? "status" : "alert"}
          tabIndex={-1}
          ref={outcome}
        >
          {state === 1 ? forgotPasswordSuccess(email) : FORGOT_PASSWORD_FAILURE}
        </p>
        <div className={formStyles.actions}>
          {state === 1 ? (
            <SubmitButton type="button" variant="secondary" busy={busy} onClick={() => !busy && void send()}>
              Send Again
            </SubmitButton>
          ) : (
            <SubmitButton type="button" onClick={() => setState(0)} busy={false}>
              Try Again
            </SubmitButton>
          )}
        </div>
      </div>
    );
  }

  return (
    <form
      ref={form}
      className={`${styles.body} ${formStyles.form}`}
      onSubmit={submit}
      noValidate
      aria-busy={busy}
    >
      <p className={formStyles.note}>
        Enter the e-mail address of your account and we will send you a link to choose a new password.
      </p>
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          setMissing(0);
        }}
        error={missing > 0 ? ENTER_EMAIL : undefined}
      />
      <div className={formStyles.actions}>
        <SubmitButton busy={busy}>Send</SubmitButton>
      </div>
    </form>
  );
}
