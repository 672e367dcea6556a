import { useState } from "react";
import type { SizeGuideTable as Guide } from "../../../domain/size-guides";
import { SidePanel, lazyPanelBody } from "../../ui/side-panel";
import styles from "./size-guide.module.css";

const { Body: SizeGuideBody, preload } = lazyPanelBody(() => import("./size-guide-body"));

/**
 * The 'Size Guide' side panel (docs/behaviour.md §2), opened from beside the size selector: the
 * product's guide, its rows the sizes the product sells (decision 61). The body is a lazy chunk.
 */
export function SizeGuidePanel({ guide }: { guide: Guide }) {
  const [open, setOpen] = useState(false);
  const trigger = (
    <button type="button" className={styles.trigger}>
      Size Guide
    </button>
  );
  return (
    <SidePanel
      open={open}
      onOpenChange={setOpen}
      title="Size Guide"
      trigger={trigger}
      closeLabel="Close size guide"
      preload={preload}
    >
      <SizeGuideBody guide={guide} />
    </SidePanel>
  );
}
