// The Design form and its live preview, sharing one draft in memory. Save Draft keeps it out of
// the shop, Publish makes it every visitor's; the server validates again and names fields.
import { useState } from "react";
import type { DesignContent } from "../../../../sdk/dashboard";
import { PublishForm } from "../versioned-content/publish-form";
import { usePublishForm, type PublishEditorProps } from "../versioned-content/use-publish-form";
import { AnnouncementFields } from "./announcement-fields";
import { DesignPreview } from "./design-preview";
import { HeroFields } from "./hero-fields";
import { ServiceFields } from "./service-fields";

type DesignEditorProps = PublishEditorProps<DesignContent>;

export function DesignEditor({
  initial,
  hasDraft,
  canEdit,
  onSubmit,
  onUnsavedChange,
  children,
}: DesignEditorProps) {
  const [design, setDesign] = useState(initial);
  const form = usePublishForm(design, {
    onSubmit,
    failure: "The Design could not be saved. Please try again.",
    initial,
    canEdit,
    onUnsavedChange,
  });
  const { errors } = form;
  const readOnly = !canEdit;

  return (
    <PublishForm
      label="Design"
      form={form}
      canEdit={canEdit}
      hasDraft={hasDraft}
      aside={
        <>
          <DesignPreview design={design} />
          {children}
        </>
      }
    >
      <HeroFields
        hero={design.hero}
        errors={errors}
        readOnly={readOnly}
        onChange={(hero) => setDesign((d) => ({ ...d, hero }))}
      />
      <AnnouncementFields
        announcement={design.announcement}
        errors={errors}
        readOnly={readOnly}
        onChange={(announcement) => setDesign((d) => ({ ...d, announcement }))}
      />
      <ServiceFields
        footer={design.footer}
        social={design.social}
        errors={errors}
        readOnly={readOnly}
        onFooter={(footer) => setDesign((d) => ({ ...d, footer }))}
        onSocial={(social) => setDesign((d) => ({ ...d, social }))}
      />
    </PublishForm>
  );
}
