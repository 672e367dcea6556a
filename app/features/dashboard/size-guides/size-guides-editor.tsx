// The size guides' form and preview, sharing one draft in memory. One guide is edited at a time
// (chosen above the form); Publish sends all three, and the server validates again and names
// fields ('shoes.rows.3.size').
import { useState, type FormEvent, type ReactNode } from "react";
import { SIZE_GUIDE_IDS, type SizeGuideId } from "../../../../domain/size-guides";
import { ApiClientError } from "../../../../sdk/client";
import type { SizeGuidesContent } from "../../../../sdk/dashboard";
import { SizeGuideTable } from "../../../ui/size-guide-table";
import fields from "../fields.module.css";
import panel from "../panel.module.css";
import { PublishActions, type PublishAction } from "../publish-actions";
import toggles from "../publish-actions.module.css";
import design from "../design/design.module.css";
import { GuideFields } from "./guide-fields";

interface SizeGuidesEditorProps {
  initial: SizeGuidesContent;
  hasDraft: boolean;
  canEdit: boolean;
  onSubmit: (action: PublishAction, content: SizeGuidesContent) => Promise<void>;
  /** Below the preview: the version history. */
  children: ReactNode;
}

/** 'content.shoes.title' (publish) and 'shoes.title' (draft) name the same field. */
const fieldErrors = (fields: Record<string, string> | undefined) =>
  Object.fromEntries(Object.entries(fields ?? {}).map(([k, v]) => [k.replace(/^content\./, ""), v]));

export function SizeGuidesEditor({ initial, hasDraft, canEdit, onSubmit, children }: SizeGuidesEditorProps) {
  const [guides, setGuides] = useState(initial);
  const [chosen, setChosen] = useState<SizeGuideId>(SIZE_GUIDE_IDS[0]);
  const [busy, setBusy] = useState<PublishAction | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  async function run(action: PublishAction, event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    setBusy(action);
    setErrors({});
    setFormError(null);
    try {
      await onSubmit(action, guides);
    } catch (err) {
      if (err instanceof ApiClientError && err.status < 500) {
        const found = fieldErrors(err.fields);
        setErrors(found);
        const first = Object.keys(found)[0]?.split(".")[0];
        if (first && (SIZE_GUIDE_IDS as readonly string[]).includes(first)) setChosen(first as SizeGuideId);
        setFormError(err.fields ? "Please check the highlighted fields." : err.message);
      } else setFormError("The size guides could not be saved. Please try again.");
    } finally {
      setBusy(null);
    }
  }

  const guide = guides[chosen];
  return (
    <div className={design.layout}>
      <form
        className={design.form}
        onSubmit={(event) => void run("publish", event)}
        aria-label="Size guides"
        noValidate
      >
        {formError ? (
          <p role="alert" className={fields.error}>
            {formError}
          </p>
        ) : null}
        <span className={toggles.toggles} role="group" aria-label="Guide to edit">
          {SIZE_GUIDE_IDS.map((id) => (
            <button
              key={id}
              type="button"
              className={toggles.toggle}
              aria-pressed={chosen === id}
              onClick={() => setChosen(id)}
            >
              {guides[id].title}
            </button>
          ))}
        </span>
        <GuideFields
          key={chosen}
          id={chosen}
          guide={guide}
          errors={errors}
          readOnly={!canEdit}
          onChange={(next) => setGuides((g) => ({ ...g, [chosen]: next }))}
        />
        {canEdit ? (
          <PublishActions busy={busy} hasDraft={hasDraft} onAction={(action) => void run(action)} />
        ) : null}
      </form>
      <div className={design.aside}>
        <section className={panel.panel} aria-labelledby="size-guide-preview-title">
          <div className={panel.head}>
            <h2 id="size-guide-preview-title" className={panel.title}>
              Preview
            </h2>
          </div>
          <p className={panel.note}>
            Every row of the guide. A product page shows the rows of the sizes it sells, in its own order; a
            size without a row shows dashes.
          </p>
          <SizeGuideTable guide={guide} />
        </section>
        {children}
      </div>
    </div>
  );
}
