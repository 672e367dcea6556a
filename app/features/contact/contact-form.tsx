import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { CONTACT_SUCCESS, PLEASE_WAIT } from "../../../domain/messages";
import { ApiClientError } from "../../../sdk/client";
import { scrollBehavior } from "../../lib/motion";
import { api } from "../../lib/shop-api";
import { ContactInput } from "./contact-input";
import {
  CONTACT_FIELDS,
  isContactField,
  missingFields,
  readContactForm,
  type ContactField,
} from "./contact-fields";
import buttons from "../../ui/buttons.module.css";
import styles from "./contact-form.module.css";

const FAILED = "Your message could not be sent. Please try again in a moment.";

/** Screen readers hear which fields are highlighted; sighted visitors see them (docs/behaviour.md §8: no text). */
function describeInvalid(fields: ContactField[]): string {
  const labels = CONTACT_FIELDS.filter((f) => fields.includes(f.name)).map((f) => f.label);
  return labels.length ? `Please check the highlighted fields: ${labels.join(", ")}.` : "";
}

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
}

const ANNOUNCEMENT_ID = "contact-highlighted";

/** docs/behaviour.md §4, §5: the contact form, then its success message; the message is stored by the API. */
export function ContactForm() {
  const [invalid, setInvalid] = useState<ContactField[]>([]);
  // The server's reasons for values it refused though they were given (not for missing ones).
  const [reasons, setReasons] = useState<Partial<Record<ContactField, string>>>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const success = useRef<HTMLDivElement>(null);
  // The success message takes focus once it is drawn: an effect runs after the commit, where a
  // frame asked for after the send could come before React has drawn the message.
  useEffect(() => {
    if (sent) success.current?.focus({ preventScroll: true });
  }, [sent]);

  function refuse(fields: ContactField[]) {
    setInvalid(fields);
    setReasons({});
    setAnnouncement(describeInvalid(fields));
    scrollToTop();
    // The keyboard goes on from the first highlighted field, not from a button scrolled out of view.
    document.getElementById(`contact-${fields[0]}`)?.focus({ preventScroll: true });
  }

  /** Values given but refused by the server: each says why, and the first has the focus. */
  function refuseValues(given: Partial<Record<ContactField, string>>) {
    const fields = CONTACT_FIELDS.map((f) => f.name).filter((name) => given[name] !== undefined);
    setInvalid(fields);
    setReasons(given);
    setAnnouncement("");
    document.getElementById(`contact-${fields[0]}`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const values = readContactForm(event.currentTarget);
    setFormError("");
    const missing = missingFields(values);
    if (missing.length) return refuse(missing);

    setBusy(true);
    try {
      await api.sendContactMessage(values);
      setSent(true);
      scrollToTop();
    } catch (error) {
      const refused = error instanceof ApiClientError ? (error.fields ?? {}) : {};
      const given: Partial<Record<ContactField, string>> = {};
      for (const [name, reason] of Object.entries(refused)) if (isContactField(name)) given[name] = reason;
      if (Object.keys(given).length) refuseValues(given);
      else setFormError(error instanceof ApiClientError && error.status === 429 ? error.message : FAILED);
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <div ref={success} className={styles.success} tabIndex={-1} role="status">
        <p className={styles.successText}>{CONTACT_SUCCESS}</p>
        <Link to="/" className={styles.textLink}>
          Continue Shopping
        </Link>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Contact client service">
      <p id={ANNOUNCEMENT_ID} className="visually-hidden" role="status">
        {announcement}
      </p>
      <p className={styles.note}>Fields marked with an asterisk (*) are required.</p>
      <div className={styles.fields}>
        {CONTACT_FIELDS.map((field) => (
          <ContactInput
            key={field.name}
            field={field}
            invalid={invalid.includes(field.name)}
            message={reasons[field.name]}
            describedBy={ANNOUNCEMENT_ID}
            onEdit={() => {
              setInvalid((current) => current.filter((name) => name !== field.name));
              setReasons((current) => ({ ...current, [field.name]: undefined }));
            }}
          />
        ))}
      </div>
      <p className={styles.privacy}>
        We use your details only to answer your message. Read our{" "}
        <Link to="/legal?category=privacy" className={styles.textLink}>
          Privacy Notice
        </Link>
        .
      </p>
      {formError ? (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <div className={styles.submitRow}>
        <button type="submit" className={buttons.primary} disabled={busy}>
          {busy ? PLEASE_WAIT : "Send Message"}
        </button>
      </div>
    </form>
  );
}
