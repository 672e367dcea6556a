// The open side panel itself: a Radix dialog that slides in from one edge. Radix brings the focus
// trap, Escape, scroll lock, inert background and the labelled title. Loaded on first open by
// side-panel.tsx (React.lazy), so Radix and react-remove-scroll stay off every page's first load.
import * as Dialog from "@radix-ui/react-dialog";
import { useRef, type ReactNode } from "react";
import { focusPageHeading } from "./focus-page-heading";
import { CloseIcon } from "./icons";
import styles from "./side-panel.module.css";

export interface SidePanelDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  contentId: string;
  side: "left" | "right";
  quietTitle: boolean;
  closeLabel: string;
  /** Where focus goes back on close: the trigger when there is one, else what had focus. */
  returnFocusTo: () => HTMLElement | null;
  children: ReactNode;
}

export default function SidePanelDialog({
  open,
  onOpenChange,
  title,
  contentId,
  side,
  quietTitle,
  closeLabel,
  returnFocusTo,
  children,
}: SidePanelDialogProps) {
  // A panel opened from code (after Add To Bag, say) has no trigger: remember what had focus as
  // it opened (before focus moves in) and go back there.
  const opener = useRef<HTMLElement | null>(null);
  const openedOn = useRef<string | null>(null);
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openedOn.current = window.location.pathname;
  };
  const restoreFocus = (event: Event) => {
    const target = returnFocusTo() ?? opener.current;
    const newPage = openedOn.current !== null && openedOn.current !== window.location.pathname;
    opener.current = null;
    openedOn.current = null;
    event.preventDefault();
    // Closed by a link to another page (the menu's sections, the mini bag's links) once that page
    // is shown: its heading takes the focus, as any new page's does, not the trigger left behind in
    // the header (which also held the header in place as the shopper scrolled). A page still
    // loading gets it from the shop frame when it comes (use-focus-on-new-page.ts).
    if (newPage) focusPageHeading();
    else if (target?.isConnected) target.focus();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          id={contentId}
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
