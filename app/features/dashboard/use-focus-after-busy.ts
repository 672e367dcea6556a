// Where the focus goes when a form's request is over. Its buttons are disabled while it runs,
// and a disabled button drops the focus to the page: a keyboard user would start again from the
// top, and a refusal under a field would not be heard.
import { useEffect, useRef } from "react";

/**
 * Call the returned function as a request starts. When `busy` falls back to false, the focus
 * goes to the first field the answer marked invalid in the sender's form, or, if it was lost,
 * back to the control that sent the request (when it is still on the page).
 */
export function useFocusAfterBusy(busy: boolean): () => void {
  const sender = useRef<HTMLElement | null>(null);
  const wasBusy = useRef(false);
  useEffect(() => {
    if (busy) {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current) return;
    wasBusy.current = false;
    const control = sender.current;
    sender.current = null;
    if (!control?.isConnected) return;
    const invalid = control.closest("form")?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else if (document.activeElement === document.body) control.focus();
  }, [busy]);
  return () => {
    sender.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
}
