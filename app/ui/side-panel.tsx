// The boutique's side panel (menu, mini bag, forms): a Radix dialog that slides in from one edge.
// Radix brings the focus trap, Escape, scroll lock, inert background and focus return.
import * as Dialog from "@radix-ui/react-dialog";
import { useRef, type ReactNode } from "react";
import { CloseIcon } from "./icons";
import styles from "./side-panel.module.css";

interface SidePanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The button that opens the panel; it receives aria-expanded and aria-controls. */
  trigger?: ReactNode;
  side?: "left" | "right";
  /** Shows the title as a small label instead of a heading-sized one. */
  quietTitle?: boolean;
  closeLabel?: string;
  children: ReactNode;
}

export function SidePanel({
  open,
  onOpenChange,
  title,
  trigger,
  side = "right",
  quietTitle = false,
  closeLabel = "Close",
  children,
}: SidePanelProps) {
  // Radix returns focus to its own Trigger; a panel opened from code (after Add To Bag, say) has
  // none, so remember what had focus as it opened (before focus moves in) and go back there.
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const restoreFocus = (event: Event) => {
    const target = opener.current;
    opener.current = null;
    if (trigger || !target || !target.isConnected) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.panel}
          data-side={side}
          aria-describedby={undefined}
          onOpenAutoFocus={rememberOpener}
          onCloseAutoFocus={restoreFocus}
        >
          <div className={styles.top}>
            <Dialog.Title className={quietTitle ? styles.quietTitle : styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={closeLabel}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Wrap a link or button inside a panel so that activating it also closes the panel. */
export const SidePanelClose = Dialog.Close;
