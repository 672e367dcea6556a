// Remove Product (docs/behaviour.md §4): confirm, delete, update the list. On failure the dialog closes as
// the spec says; the list shows a discreet error so the failure is not silent to staff.
import { useRef, useState } from "react";
import type { DashboardProduct } from "../../../sdk/dashboard";
import { dashboardApi } from "./api";
import { ConfirmDialog } from "./confirm-dialog";

interface RemoveProductDialogProps {
  product: DashboardProduct | null;
  onClose: () => void;
  onRemoved: (product: DashboardProduct) => void;
  onFailed: (product: DashboardProduct) => void;
  /** Where focus goes once the row that opened the dialog is gone. */
  focusAfterRemoval: () => HTMLElement | null;
}

export function RemoveProductDialog(props: RemoveProductDialogProps) {
  const { product, onClose, onRemoved, onFailed, focusAfterRemoval } = props;
  const [busy, setBusy] = useState(false);
  // Kept while the dialog closes, so its text does not vanish during the fade.
  const [shown, setShown] = useState(product);
  if (product && product !== shown) setShown(product);
  const removed = useRef(false);

  async function confirm(): Promise<void> {
    if (!product || busy) return;
    setBusy(true);
    try {
      await dashboardApi.removeProduct(product.id);
      removed.current = true;
      onRemoved(product);
    } catch {
      removed.current = false;
      onFailed(product);
    } finally {
      setBusy(false);
      onClose();
    }
  }

  return (
    <ConfirmDialog
      open={product !== null}
      title="Remove Product"
      confirmLabel="Remove"
      busy={busy}
      onConfirm={() => void confirm()}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      focusAfterClose={() => {
        const wasRemoved = removed.current;
        removed.current = false;
        return wasRemoved ? focusAfterRemoval() : null;
      }}
    >
      <p>
        <strong>{shown?.title}</strong> will be taken out of the boutique at once.
      </p>
      <p>Orders already placed keep their own copy of it.</p>
    </ConfirmDialog>
  );
}
