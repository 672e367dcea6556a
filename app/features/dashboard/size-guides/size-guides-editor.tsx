// The size guides' form and preview, sharing one draft in memory. One guide is edited at a time
// (chosen above the form); Publish sends all three, and the server validates again and names
// fields ('shoes.rows.3.size').
import { useState } from "react";
import { SIZE_GUIDE_IDS, SIZE_GUIDE_NAMES, type SizeGuideId } from "../../../../domain/size-guides";
import type { SizeGuidesContent } from "../../../../sdk/dashboard";
import { SizeGuideTable } from "../../../ui/size-guide-table";
import panel from "../panel.module.css";
import toggles from "../versioned-content/publish-actions.module.css";
import { PublishForm } from "../versioned-content/publish-form";
import { usePublishForm, type PublishEditorProps } from "../versioned-content/use-publish-form";
import { GuideFields } from "./guide-fields";

type SizeGuidesEditorProps = PublishEditorProps<SizeGuidesContent>;

export function SizeGuidesEditor({
  initial,
  hasDraft,
  canEdit,
  onSubmit,
  onUnsavedChange,
  children,
}: SizeGuidesEditorProps) {
  const [guides, setGuides] = useState(initial);
  const [chosen, setChosen] = useState<SizeGuideId>(SIZE_GUIDE_IDS[0]);
  const form = usePublishForm(guides, {
    onSubmit,
    failure: "The size guides could not be saved. Please try again.",
    initial,
    canEdit,
    onUnsavedChange,
    // The guide holding the first refused field is the one shown.
    onFieldErrors: (found) => {
      const first = Object.keys(found)[0]?.split(".")[0];
      if (first && (SIZE_GUIDE_IDS as readonly string[]).includes(first)) setChosen(first as SizeGuideId);
    },
  });

  const guide = guides[chosen];
  return (
    <PublishForm
      label="Size guides"
      form={form}
      canEdit={canEdit}
      hasDraft={hasDraft}
      aside={
        <>
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
        </>
      }
    >
      <span className={toggles.toggles} role="group" aria-label="Guide to edit">
        {SIZE_GUIDE_IDS.map((id) => (
          <button
            key={id}
            type="button"
            className={toggles.toggle}
            aria-pressed={chosen === id}
            onClick={() => setChosen(id)}
          >
            {guides[id].title.trim() || SIZE_GUIDE_NAMES[id]}
          </button>
        ))}
      </span>
      <GuideFields
        key={chosen}
        id={chosen}
        guide={guide}
        errors={form.errors}
        readOnly={!canEdit}
        onChange={(next) => setGuides((g) => ({ ...g, [chosen]: next }))}
      />
    </PublishForm>
  );
}
