import { useId, useState, type FormEvent } from "react";
import { colorName } from "../../../domain/colors";
import { ENTER_EMAIL, PLEASE_WAIT } from "../../../domain/messages";
import { ApiClientError } from "../../../sdk/client";
import { api } from "../../lib/shop-api";
import buttons from "../../ui/buttons.module.css";
import styles from "./notify.module.css";

type State =
  { step: "form"; busy: boolean; fieldError?: string; formError?: string } | { step: "done"; email: string };

const FAILED = "We could not register your request. Please try again in a moment.";

/** The e-mail form of 'Notify me when available'; the API validates and stores the request. */
export default function NotifyForm({
  productId,
  size,
  color,
}: {
  productId: string;
  size: string;
  color: string;
}) {
  const [state, setState] = useState<State>({ step: "form", busy: false });
  const id = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    // A blank field is said as the shop's other e-mail fields say it, without asking the server.
    if (!email.trim()) return setState({ step: "form", busy: false, fieldError: ENTER_EMAIL });
    setState({ step: "form", busy: true });
    try {
      await api.requestNotification({ productId, size, color, email });
      setState({ step: "done", email: email.trim() });
    } catch (error) {
      const field = error instanceof ApiClientError ? error.fields?.email : undefined;
      const other = error instanceof ApiClientError && error.status === 400 ? error.message : FAILED;
      setState(
        field
          ? { step: "form", busy: false, fieldError: field }
          : { step: "form", busy: false, formError: other },
      );
    }
  }

  if (state.step === "done") {
    return (
      // Focus moves here so the confirmation is read out where the form used to be.
      <div className={styles.thanks} tabIndex={-1} ref={(el) => el?.focus()}>
        <p className={styles.thanksTitle}>Thank you.</p>
        <p>
          We will write to {state.email} as soon as size {size} in {colorName(color)} is available.
        </p>
      </div>
    );
  }

  const errorId = `${id}-error`;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label htmlFor={`${id}-email`} className={styles.label}>
          E-mail
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          className={styles.input}
          aria-invalid={state.fieldError ? true : undefined}
          aria-describedby={state.fieldError ? errorId : undefined}
        />
        {state.fieldError ? (
          <p id={errorId} className={styles.error}>
            {state.fieldError}
          </p>
        ) : null}
      </div>
      {state.formError ? (
        <p role="alert" className={styles.error}>
          {state.formError}
        </p>
      ) : null}
      <button type="submit" className={buttons.primary} disabled={state.busy}>
        {state.busy ? PLEASE_WAIT : "Notify Me"}
      </button>
    </form>
  );
}
