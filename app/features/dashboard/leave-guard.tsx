// Unsaved edits are not lost by a stray click: while an editor holds changes, leaving it for
// another dashboard page asks first ('Leave without saving?'), and closing or reloading the tab
// gets the browser's own question. Writes that reload the same page (publish, save a draft) and a
// save that moves on by itself are not asked about.
import { useEffect, useRef, type ReactNode } from "react";
import { useBlocker, useLocation, type Location } from "react-router";
import { ConfirmDialog } from "./confirm-dialog";

/** Whether what the editor shows differs from what it was opened with (plain data: JSON). */
export function hasChanges(current: unknown, initial: unknown): boolean {
  return JSON.stringify(current) !== JSON.stringify(initial);
}

export interface LeaveGuard {
  /** The question, rendered by the editor while a departure waits for an answer. */
  dialog: ReactNode;
  /** Lets the departures that follow through unasked: for a save that has succeeded and moves on. */
  letThrough: () => void;
}

/**
 * `onUnsavedChange` hears whether the editor holds changes, for the page around it to ask before
 * it replaces the editor's content itself (opening an earlier version).
 */
export function useLeaveGuard(
  unsaved: boolean,
  onUnsavedChange?: (unsaved: boolean) => void,
  /**
   * Whether going to `next` on the same path also replaces the editor: the Roles page's editor
   * is replaced by another `?role=`. By default only another path does.
   */
  leaves: (next: Location) => boolean = () => false,
): LeaveGuard {
  const passing = useRef(false);
  // A departure let through (a save that moved on) covers that one: on the next entry, an editor
  // still on screen (a save that changed nothing keeps it) asks again.
  const { key } = useLocation();
  useEffect(() => {
    passing.current = false;
  }, [key]);
  useEffect(() => onUnsavedChange?.(unsaved), [unsaved, onUnsavedChange]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved &&
      !passing.current &&
      (currentLocation.pathname !== nextLocation.pathname || leaves(nextLocation)),
  );

  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (passing.current) return;
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [unsaved]);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      title="Leave without saving?"
      confirmLabel="Leave"
      dismissLabel="Stay"
      busy={false}
      onConfirm={() => blocker.proceed?.()}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
    >
      <p>Your changes on this page have not been saved. If you leave now, they are lost.</p>
    </ConfirmDialog>
  );

  return {
    dialog,
    letThrough: () => {
      passing.current = true;
    },
  };
}
