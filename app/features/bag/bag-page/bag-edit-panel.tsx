import { useEffect, useState } from "react";
import type { BagItem } from "../../../../domain/bag";
import type { BagProduct } from "../../../../domain/bag-item";
import { LOADING, SOMETHING_WENT_WRONG } from "../../../../domain/messages";
import { SidePanel, lazyPanelBody } from "../../../ui/side-panel";
import { lookupProduct } from "./product-lookup";
import { lineAction } from "./line-action";
import styles from "./bag-panels.module.css";

// The form (colour and size pickers) is a chunk of its own, fetched when 'Edit' is pointed at or
// focused, alongside the panel's dialog.
// Until it has come, the panel goes on saying what it said while the product was read.
const loading = (
  <p className={styles.quiet} role="status">
    {LOADING}
  </p>
);
const { Body: BagEditForm, preload } = lazyPanelBody(() => import("./bag-edit-form"), loading);

type Fetched = { product: BagProduct } | { gone: true } | { unknown: true } | null;

/**
 * The 'Edit' panel (docs/behaviour.md §4 Bag): the line becomes a fresh item for the chosen size and colour,
 * built from the product as the catalogue has it now, never from the stored copy.
 */
export function BagEditPanel({ line }: { line: BagItem }) {
  const [open, setOpen] = useState(false);
  const [fetched, setFetched] = useState<Fetched>(null);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    void lookupProduct(line.url, controller.signal).then((result) => {
      if (!controller.signal.aborted) setFetched(result);
    });
    return () => controller.abort();
  }, [open, line.url]);

  return (
    <SidePanel
      open={open}
      onOpenChange={(next) => {
        // Each opening reads the product afresh.
        if (next) setFetched(null);
        setOpen(next);
      }}
      title="Edit"
      trigger={lineAction("Edit", line.title)}
      preload={preload}
    >
      <div className={styles.body}>
        {fetched === null ? (
          loading
        ) : "product" in fetched ? (
          <BagEditForm line={line} product={fetched.product} onDone={() => setOpen(false)} />
        ) : (
          <p className={styles.quiet} role="alert">
            {"gone" in fetched ? `${line.title} is no longer available.` : SOMETHING_WENT_WRONG}
          </p>
        )}
      </div>
    </SidePanel>
  );
}
