import { useId, useState, type FormEvent } from "react";
import { ENTER_EMAIL, PLEASE_WAIT } from "../../../domain/messages";
import { ApiClientError } from "../../../sdk/client";
import { api } from "../../lib/shop-api";
import { markSubscribed, useSubscribedEmail } from "./subscribed-store";
import styles from "./newsletter.module.css";

const FAILED = "We could not subscribe you. Please try again in a moment.";

type Problem = { field: boolean; text?: string } | null;

/** Stable, so React calls it once when the thanks mounts, not on every render. */
const focusOnMount = (el: HTMLElement | null) => el?.focus({ preventScroll: true });

/**
 * docs/behaviour.md §4, §5: the newsletter form. A blank address is marked and said; the format is left to the
 * browser's e-mail input (the form is validated natively, without `required`, so a blank one
 * reaches our own check). A valid submit turns into the thank-you.
 */
export function NewsletterForm({ variant }: { variant: "footer" | "panel" }) {
  const subscribed = useSubscribedEmail();
  const [problem, setProblem] = useState<Problem>(null);
  const [busy, setBusy] = useState(false);
  const [sentHere, setSentHere] = useState(false);
  const id = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    // Marked, and said in words (a red line alone tells a screen reader, or a colour-blind eye, nothing).
    if (!email) return setProblem({ field: true, text: ENTER_EMAIL });
    setBusy(true);
    try {
      await api.subscribeNewsletter({ email });
      setSentHere(true);
      markSubscribed(email);
    } catch (error) {
      const field = error instanceof ApiClientError ? error.fields?.email : undefined;
      if (field) setProblem({ field: true, text: field });
      else
        setProblem({
          field: false,
          text: error instanceof ApiClientError && error.status === 429 ? error.message : FAILED,
        });
    } finally {
      setBusy(false);
    }
  }

  if (subscribed) {
    return (
      // Focus moves to the thanks of the form that was sent, so it is read out where the form was.
      <div
        className={styles.thanks}
        data-variant={variant}
        tabIndex={-1}
        ref={sentHere ? focusOnMount : undefined}
      >
        <p className={styles.thanksTitle}>Thank you for subscribing.</p>
        <p className={styles.thanksText}>Our next letter will find you at {subscribed}.</p>
      </div>
    );
  }

  const messageId = `${id}-message`;
  return (
    <form
      className={styles.form}
      data-variant={variant}
      onSubmit={submit}
      aria-label="Newsletter subscription"
    >
      <label htmlFor={`${id}-email`} className={variant === "footer" ? "visually-hidden" : styles.label}>
        E-mail address
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          placeholder={variant === "footer" ? "Your e-mail" : undefined}
          maxLength={254}
          className={styles.input}
          aria-invalid={problem?.field || undefined}
          aria-describedby={problem?.text ? messageId : undefined}
          onInput={() => setProblem(null)}
        />
        <button type="submit" className={styles.submit} disabled={busy}>
          {busy ? PLEASE_WAIT : "Subscribe"}
        </button>
      </div>
      {problem?.text ? (
        <p id={messageId} className={styles.error} role="alert">
          {problem.text}
        </p>
      ) : null}
    </form>
  );
}
