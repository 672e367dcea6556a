// Reject with a reason: a dialog like the other confirmations, with the reason the customer is
// e-mailed. The server refuses an empty reason (400 naming it) and a settled return (409).
import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { ApiClientError } from "../../../../sdk/client";
import type { DashboardReturnDetail } from "../../../../sdk/dashboard";
import { dashboardApi } from "../api";
import { DialogActions } from "../confirm-dialog";
import dialog from "../confirm-dialog.module.css";
import fields from "../fields.module.css";
import { formText } from "../filter-form";
import { LabelledField } from "../labelled-field";
import { useBusySubmit } from "../use-busy-submit";
import ui from "../ui.module.css";

interface RejectReturnProps {
  ret: DashboardReturnDetail;
  onDone: (ret: DashboardReturnDetail) => void;
  onFailed: (message: string) => void;
}

export function RejectReturn({ ret, onDone, onFailed }: RejectReturnProps) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { busy, submit } = useBusySubmit(async (form) => {
    setError(null);
    try {
      onDone(await dashboardApi.rejectReturn(ret.id, { reason: formText(form, "reason") }));
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
    }
  });

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && (setOpen(next), setError(null))}>
      <Dialog.Trigger className={ui.button}>Reject</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.dialog}>
          <Dialog.Title className={dialog.title}>Reject Return</Dialog.Title>
          {/* The body stacks its paragraphs (a grid): the sentence is one paragraph inside it. */}
          <Dialog.Description asChild>
            <div className={dialog.body}>
              <p>
                Return <strong>{ret.id}</strong> will be closed without a refund or an exchange; the customer
                is e-mailed the reason.
              </p>
            </div>
          </Dialog.Description>
          <form className={fields.stacked} onSubmit={submit} noValidate>
            <LabelledField id="reject-reason" label="Reason" error={error}>
              {(aria) => (
                <textarea
                  name="reason"
                  className={fields.input}
                  rows={3}
                  maxLength={500}
                  required
                  {...aria}
                />
              )}
            </LabelledField>
            <DialogActions busy={busy} dismissLabel="Keep it">
              Reject the return
            </DialogActions>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
