import { Suspense, lazy, useState } from "react";
import type { Product } from "../../../domain/contracts/products";
import { SidePanel } from "../../ui/side-panel";
import styles from "./size-guide.module.css";

const SizeGuideBody = lazy(() => import("./size-guide-body"));

/** The 'Size Guide' side panel (docs/behaviour.md §2), opened from beside the size selector. */
export function SizeGuidePanel({ category }: Pick<Product, "category">) {
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
    >
      <Suspense fallback={null}>
        <SizeGuideBody category={category} />
      </Suspense>
    </SidePanel>
  );
}
