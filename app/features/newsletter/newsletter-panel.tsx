import { useState } from "react";
import { SidePanel, lazyPanelBody } from "../../ui/side-panel";

const { Body: NewsletterPanelBody, preload } = lazyPanelBody(() => import("./newsletter-panel-body"));

/** docs/behaviour.md §2: the Newsletter side panel: what the letter is, the form and how the address is used. */
export function NewsletterPanel({ triggerClassName }: { triggerClassName?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <SidePanel
      open={open}
      onOpenChange={setOpen}
      title="Newsletter"
      preload={preload}
      trigger={
        <button type="button" className={triggerClassName}>
          About the newsletter
        </button>
      }
    >
      <NewsletterPanelBody />
    </SidePanel>
  );
}
