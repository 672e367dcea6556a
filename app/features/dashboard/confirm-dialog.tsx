// A small centred confirmation (Radix: focus trap, Escape, inert page, focus return). The caller
// may send focus elsewhere on close, e.g. when the row that opened it has just been removed.
import * as Dialog from "@radix-ui/react-dialog";
import { useRef, type ReactNode } from "react";
import styles from "./confirm-dialog.module.css";
import { backToPage } from "./use-keep-focus";
import ui from "./ui.module.css";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The button that closes without acting; 'Cancel' unless that word would mean the action. */
  dismissLabel?: string;
  busy: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
  /** Called instead of returning focus to the opener, when it returns an element to focus. */
  focusAfterClose?: () => HTMLElement | null;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, children, confirmLabel, busy, onConfirm, onOpenChange, focusAfterClose } = props;
  const dismissLabel = props.dismissLabel ?? "Cancel";
  // The dialogs are opened from state, not from a Radix trigger, so Radix has nothing to give the
  // focus back to: the control that had it when the dialog opened is kept here.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.dialog}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const kept = opener.current?.isConnected ? opener.current : null;
            const target = focusAfterClose?.() ?? kept;
            if (target) {
              event.preventDefault();
              target.focus();
            } else if (backToPage()) {
              // The opener went with the answer (Receive gives way to Approve Refund): the
              // control nearest to it has the focus, not the page's top.
              event.preventDefault();
            }
          }}
        >
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className={styles.body}>{children}</div>
          </Dialog.Description>
          <DialogActions busy={busy} dismissLabel={dismissLabel} onConfirm={onConfirm}>
            {confirmLabel}
          </DialogActions>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface DialogActionsProps {
  busy: boolean;
  dismissLabel: string;
  /** The danger button's click; without it the button submits the dialog's form. */
  onConfirm?: () => void;
  tone?: "danger" | "primary";
  /** The action's label, 'Please wait...' while busy. */
  children: string;
}

/** The buttons at the foot of a dialog: one that closes without acting, and the action. */
export function DialogActions({
  busy,
  dismissLabel,
  onConfirm,
  tone = "danger",
  children,
}: DialogActionsProps) {
  return (
    <div className={styles.actions}>
      <Dialog.Close className={ui.button} disabled={busy}>
        {dismissLabel}
      </Dialog.Close>
      <button
        type={onConfirm ? "button" : "submit"}
        className={ui[tone]}
        onClick={onConfirm}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? "Please wait..." : children}
      </button>
    </div>
  );
}
