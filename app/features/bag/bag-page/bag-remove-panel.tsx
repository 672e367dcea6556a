import { useState } from "react";
import { removeFromBag, type BagItem } from "../../../../domain/bag";
import { SidePanel, SidePanelClose } from "../../../ui/side-panel";
import { ProductImage } from "../../../ui/product-image";
import { readBag, writeBag } from "../bag-store";
import buttons from "../../../ui/buttons.module.css";
import { lineAction } from "./line-action";
import styles from "./bag-panels.module.css";

interface BagRemovePanelProps {
  line: BagItem;
  /** Told after the line is gone, so the page can say so and move focus somewhere that exists. */
  onRemoved: (line: BagItem) => void;
}

/** 'Remove Product' (docs/behaviour.md §2): a confirmation before the line leaves the bag. */
export function BagRemovePanel({ line, onRemoved }: BagRemovePanelProps) {
  const [open, setOpen] = useState(false);
  function remove() {
    setOpen(false);
    writeBag(removeFromBag(readBag(), line.productId));
    onRemoved(line);
  }
  return (
    <SidePanel
      open={open}
      onOpenChange={setOpen}
      title="Remove Product"
      trigger={lineAction("Remove", line.title)}
    >
      <div className={styles.body}>
        <div className={styles.piece}>
          {line.image ? (
            <ProductImage mediaKey={line.image} alt="" sizes="6rem" className={styles.thumb} />
          ) : null}
          <p className={styles.question}>
            Do you want to remove <strong className={styles.pieceNamed}>{line.title}</strong> from your
            shopping bag?
          </p>
        </div>
        <div className={styles.actions}>
          <button type="button" className={buttons.primary} onClick={remove}>
            Remove
          </button>
          <SidePanelClose className={buttons.secondary}>Cancel</SidePanelClose>
        </div>
      </div>
    </SidePanel>
  );
}
