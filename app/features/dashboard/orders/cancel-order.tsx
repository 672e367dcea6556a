// Cancel Order for roles with 'cancel': a confirmation first, 'Please wait...' while the server
// works, then the page shows the order as the server returned it. The record stays (decision 3).
import { useState } from "react";
import { ApiClientError } from "../../../../sdk/client";
import type { DashboardOrderDetail } from "../../../../sdk/dashboard";
import { dashboardApi } from "../api";
import { ConfirmDialog } from "../confirm-dialog";
import ui from "../ui.module.css";

interface CancelOrderProps {
  order: DashboardOrderDetail;
  onCancelled: (order: DashboardOrderDetail) => void;
  onFailed: (message: string) => void;
}

export function CancelOrder({ order, onCancelled, onFailed }: CancelOrderProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm(): Promise<void> {
    if (busy) return;
    setBusy(true);
    try {
      onCancelled(await dashboardApi.cancelOrder(order.id));
    } catch (error) {
      onFailed(
        error instanceof ApiClientError && error.status === 403
          ? "Your role may not cancel orders."
          : "The order could not be cancelled. Please try again.",
      );
    } finally {
      setBusy(false);
      setOpen(false);
    }
  }

  return (
    <>
      <button type="button" className={ui.button} onClick={() => setOpen(true)}>
        Cancel Order
      </button>
      <ConfirmDialog
        open={open}
        title="Cancel Order"
        confirmLabel="Cancel the order"
        dismissLabel="Keep it"
        busy={busy}
        onConfirm={() => void confirm()}
        onOpenChange={setOpen}
      >
        <p>
          Order <strong>No. {order.id}</strong> from {order.email} will be marked cancelled.
        </p>
        <p>The record stays, the customer sees it as cancelled, and this cannot be undone here.</p>
      </ConfirmDialog>
    </>
  );
}
