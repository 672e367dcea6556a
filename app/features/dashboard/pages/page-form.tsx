// One document's editor: title, summary, effective date and the Markdown body, written or
// previewed; Save Draft keeps it out of the shop, Publish makes it live. The server checks the
// body again (no HTML, safe links) and names the field when it refuses.
import { useState, type FormEvent } from "react";
import { ApiClientError } from "../../../../sdk/client";
import type { PageContent } from "../../../../sdk/dashboard";
import { PAGE_LIMITS } from "../../../../domain/page-documents";
import fields from "../fields.module.css";
import { FieldError, fieldAria, LabelledField } from "../labelled-field";
import { hasChanges, useLeaveGuard } from "../leave-guard";
import { useFocusAfterBusy } from "../use-focus-after-busy";
import { PublishActions, type PublishAction } from "../versioned-content/publish-actions";
import toggles from "../versioned-content/publish-actions.module.css";
import { PagePreview } from "./page-preview";
import styles from "./pages.module.css";

interface PageFormProps {
  initial: PageContent;
  hasDraft: boolean;
  canEdit: boolean;
  onSubmit: (action: PublishAction, content: PageContent) => Promise<void>;
  /** Told whether the editor holds unsaved changes. */
  onUnsavedChange?: (unsaved: boolean) => void;
}

type Errors = Partial<Record<keyof PageContent | "form", string>>;

export function PageForm({ initial, hasDraft, canEdit, onSubmit, onUnsavedChange }: PageFormProps) {
  const [content, setContent] = useState(initial);
  const [tab, setTab] = useState<"write" | "preview">("write");
  const [busy, setBusy] = useState<PublishAction | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const guard = useLeaveGuard(canEdit && hasChanges(content, initial), onUnsavedChange);
  const rememberSender = useFocusAfterBusy(busy !== null);
  const set = (name: keyof PageContent) => (event: { target: { value: string } }) =>
    setContent((c) => ({ ...c, [name]: event.target.value }));

  async function run(action: PublishAction, event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    rememberSender();
    setBusy(action);
    setErrors({});
    try {
      await onSubmit(action, content);
    } catch (err) {
      if (err instanceof ApiClientError && err.status < 500)
        setErrors({ ...(err.fields as Errors | undefined), form: err.message });
      else setErrors({ form: "The document could not be saved. Please try again." });
    } finally {
      setBusy(null);
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void run("publish", event)} aria-label="Document">
      {guard.dialog}
      {errors.form ? (
        <p role="alert" className={fields.error}>
          {errors.form}
        </p>
      ) : null}
      <div className={styles.row}>
        <LabelledField id="page-title" label="Title" error={errors.title}>
          {(aria) => (
            <input
              className={fields.input}
              value={content.title}
              onChange={set("title")}
              required
              maxLength={PAGE_LIMITS.title}
              readOnly={!canEdit}
              {...aria}
            />
          )}
        </LabelledField>
        <LabelledField id="page-effective" label="Effective from" error={errors.effectiveFrom}>
          {(aria) => (
            <input
              type="date"
              className={fields.input}
              value={content.effectiveFrom}
              onChange={set("effectiveFrom")}
              required
              readOnly={!canEdit}
              {...aria}
            />
          )}
        </LabelledField>
      </div>
      <LabelledField id="page-summary" label="Summary for search engines" error={errors.summary}>
        {(aria) => (
          <textarea
            className={`${fields.input} ${styles.summary}`}
            value={content.summary}
            onChange={set("summary")}
            maxLength={PAGE_LIMITS.summary}
            readOnly={!canEdit}
            {...aria}
          />
        )}
      </LabelledField>
      <div className={fields.field}>
        <span className={toggles.toggles} role="group" aria-label="Text view">
          <button
            type="button"
            className={toggles.toggle}
            aria-pressed={tab === "write"}
            onClick={() => setTab("write")}
          >
            Write
          </button>
          <button
            type="button"
            className={toggles.toggle}
            aria-pressed={tab === "preview"}
            onClick={() => setTab("preview")}
          >
            Preview
          </button>
        </span>
        {tab === "write" ? (
          <>
            <label className={fields.label} htmlFor="page-body">
              Text (Markdown)
            </label>
            <textarea
              className={`${fields.input} ${styles.textarea}`}
              value={content.body}
              onChange={set("body")}
              required
              maxLength={PAGE_LIMITS.body}
              readOnly={!canEdit}
              spellCheck
              {...fieldAria("page-body", errors.body, true)}
            />
            <p id="page-body-hint" className={fields.hint}>
              “## Heading” starts a section (add {"{#anchor}"} to keep its link), “- ” a list item, **bold**,
              [words](/legal?category=return) a link, and a line “{"{{cookie-settings}}"}” places the Cookie
              Settings button. HTML and images are not accepted.
            </p>
            <BodyLength length={content.body.length} />
            <FieldError id="page-body" error={errors.body} />
          </>
        ) : (
          <PagePreview title={content.title} body={content.body} />
        )}
      </div>
      {canEdit ? (
        <PublishActions busy={busy} hasDraft={hasDraft} onAction={(action) => void run(action)} />
      ) : null}
    </form>
  );
}

/**
 * How much of the text's room is used, once it nears the limit: a paste beyond the limit is cut
 * by the box itself, which used to leave out the end of a text without a word.
 */
function BodyLength({ length }: { length: number }) {
  if (length < PAGE_LIMITS.body * 0.9) return null;
  const limit = PAGE_LIMITS.body.toLocaleString("en-US");
  return (
    <p className={length >= PAGE_LIMITS.body ? fields.error : fields.hint} role="status">
      {length >= PAGE_LIMITS.body
        ? `The text has reached its limit of ${limit} characters: anything typed or pasted beyond it was left out.`
        : `${length.toLocaleString("en-US")} of ${limit} characters.`}
    </p>
  );
}
