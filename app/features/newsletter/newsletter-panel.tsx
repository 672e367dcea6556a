import { Suspense, lazy, useState } from "react";
import { SidePanel } from "../../ui/side-panel";

const NewsletterPanelBody = lazy(() => import("./newsletter-panel-body"));

/** docs/behaviour.md §2: the Newsletter side panel: what the letter is, the form and how the address is used. */
export function NewsletterPanel({ triggerClassName }: { triggerClassName?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <SidePanel
      open={open}
      onOpenChange={setOpen}
      title="Newsletter"
      trigger={
        <button type="button" className={triggerClassName}>
          About the newsletter
        </button>
      }
    >
      <Suspense fallback={null}>
        <NewsletterPanelBody />
      </Suspense>
    </SidePanel>
  );
}
