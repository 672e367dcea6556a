// The back office keeps the keyboard's place (docs/behaviour.md, "Keyboard focus"). Its buttons
// are disabled while their request runs, and an action's answer often replaces what was acted on
// (a return's RECEIVE gives way to APPROVE REFUND, a dialog closes over a row that changed): the
// browser then drops the focus to the page, and the next Tab starts again from the skip link.
// Watched once, for every screen, instead of by each form:
//   - a control disabled while focused gets the focus back when it is enabled again;
//   - a control removed while focused hands it to the nearest part of the page still there: the
//     first control inside it (a surviving row's or panel's next action), or the main region;
//   - a focus the visitor moved away themselves (a click on the page's background) is left alone,
//     and so is any focus placed by the screen itself before this looks (two frames later).
import { useEffect } from "react";

const FOCUSABLE =
  'button:not(:disabled), a[href], input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** Runs `then` after two frames: React's effects (which may place the focus themselves) ran. */
function afterEffects(then: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(then));
}

const focusLost = () => document.activeElement === null || document.activeElement === document.body;

/** Focuses the first enabled control in the nearest ancestor still on the page, or the main region. */
function focusNearest(ancestors: readonly HTMLElement[], main: HTMLElement): void {
  for (const ancestor of ancestors) {
    if (!ancestor.isConnected || !main.contains(ancestor)) continue;
    const control = ancestor.querySelector<HTMLElement>(FOCUSABLE);
    if (control) return control.focus();
  }
  main.focus({ preventScroll: true });
}

/** The element's ancestors inside the main region, nearest first (the region itself left out). */
function ancestorsOf(element: HTMLElement, main: HTMLElement): HTMLElement[] {
  const out: HTMLElement[] = [];
  for (let node = element.parentElement; node && node !== main; node = node.parentElement) out.push(node);
  return out;
}

export function useKeepFocus(mainId: string): void {
  useEffect(() => {
    const main = document.getElementById(mainId);
    if (!main) return;
    // The last control in the main region that had the focus, and its ancestors then: where a
    // dialog's focus goes back to when the control that opened it was replaced meanwhile.
    let lastInMain: { element: HTMLElement; ancestors: HTMLElement[] } | null = null;
    // A control disabled while focused, and the page it is on.
    let waiting: { element: HTMLElement; page: string } | null = null;

    const place = (element: HTMLElement, ancestors: HTMLElement[]) => {
      if (!focusLost()) return;
      if (element.isConnected && !(element as HTMLButtonElement).disabled) element.focus();
      else if (element.isConnected) waiting = { element, page: window.location.pathname };
      else focusNearest(ancestors, main);
    };

    const onFocusIn = (event: FocusEvent) => {
      waiting = null;
      const target = event.target;
      if (target instanceof HTMLElement && main.contains(target))
        lastInMain = { element: target, ancestors: ancestorsOf(target, main) };
    };

    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget !== null || !(event.target instanceof HTMLElement)) return;
      const element = event.target;
      const ancestors = ancestorsOf(element, main);
      const inMain = main.contains(element);
      // Another page of the dashboard places its own focus (or leaves it to the page's start).
      const page = window.location.pathname;
      const remembered = lastInMain;
      // Disabled as the focus left it (a request started); a removed control is not, yet.
      const disabledThen = (element as HTMLButtonElement).disabled === true;
      afterEffects(() => {
        if (!focusLost() || window.location.pathname !== page) return;
        // Still there, and the focus did not leave it for being disabled: the visitor moved it.
        if (element.isConnected && !disabledThen) return;
        if (inMain) place(element, ancestors);
        // A dialog's control, gone with the dialog: back to where the visitor was in the page.
        else if (!element.isConnected && remembered) place(remembered.element, remembered.ancestors);
      });
    };

    // A control that was disabled while it had the focus, enabled again (its request is over).
    const observer = new MutationObserver(() => {
      if (!waiting) return;
      const { element, page } = waiting;
      if (window.location.pathname !== page) {
        waiting = null;
        return;
      }
      if (!element.isConnected) {
        waiting = null;
        const ancestors = lastInMain?.element === element ? lastInMain.ancestors : [];
        if (focusLost()) focusNearest(ancestors, main);
      } else if (!(element as HTMLButtonElement).disabled) {
        waiting = null;
        if (focusLost()) element.focus();
      }
    });
    observer.observe(main, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["disabled"],
    });
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("focusout", onFocusOut);
    return () => {
      observer.disconnect();
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("focusout", onFocusOut);
    };
  }, [mainId]);
}
