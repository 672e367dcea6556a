// Reject with a reason: a dialog like the other confirmations, with the reason the customer is
// e-mailed. The server refuses an empty reason (400 naming it) and a settled return (409).
import * as Dialog from "@radix-ui/react-dialog";
import { useState, type FormEvent } from "react";
import { ApiClientError } from "../../../../sdk/client";
import type { DashboardReturnDetail } from "../../../../sdk/dashboard";
import { dashboardApi } from "../api";
import dialog from "../confirm-dialog.module.css";
import fields from "../fields.module.css";
import ui from "../ui.module.css";

interface RejectReturnProps {
  ret: DashboardReturnDetail;
  onDone: (ret: DashboardReturnDetail) => void;
  onFailed: (message: string) => void;
}

export function RejectReturn({ ret, onDone, onFailed }: RejectReturnProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const reason = String(new FormData(event.currentTarget).get("reason") ?? "");
    setBusy(true);
    setError(null);
    try {
      onDone(await dashboardApi.rejectReturn(ret.id, { reason }));
      setOpen(false);
    } catch (err) {
      if (err instanceof ApiClientError && err.status === 400 && err.fields?.reason)
        setError(err.fields.reason);
      else {
        onFailed(
          err instanceof ApiClientError && err.status === 409
            ? err.message
            : "The return could not be rejected. Please try again.",
        );
        setOpen(false);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && (setOpen(next), setError(null))}>
      <Dialog.Trigger className={ui.button}>Reject</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.dialog}>
          <Dialog.Title className={dialog.title}>Reject Return</Dialog.Title>
          <Dialog.Description className={dialog.body}>
            Return <strong>{ret.id}</strong> will be closed without a refund or an exchange; the customer is
            e-mailed the reason.
          </Dialog.Description>
          <form className={fields.stacked} onSubmit={(e) => void submit(e)} noValidate>
            <div className={fields.field}>
              <label className={fields.label} htmlFor="reject-reason">
                Reason
              </label>
              <textarea
                id="reject-reason"
                name="reason"
                className={fields.input}
                rows={3}
                maxLength={500}
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "reject-reason-error" : undefined}
              />
              {error ? (
                <p id="reject-reason-error" className={fields.error}>
                  {error}
                </p>
              ) : null}
            </div>
            <div className={dialog.actions}>
              <Dialog.Close type="button" className={ui.button} disabled={busy}>
                Keep it
              </Dialog.Close>
              <button type="submit" className={ui.danger} disabled={busy} aria-busy={busy}>
                {busy ? "Please wait..." : "Reject the return"}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
