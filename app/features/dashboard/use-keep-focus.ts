// The back office keeps the keyboard's place (docs/behaviour.md, "Keyboard focus"). Its buttons
// are disabled while their request runs, and an action's answer often replaces what was acted on
// (a return's RECEIVE gives way to APPROVE REFUND, a dialog closes over a row that changed): the
// browser then drops the focus to the page, and the next Tab starts again from the skip link.
// Watched once, for every screen, instead of by each form:
//   - a control disabled while focused gets the focus back when it is enabled again;
//   - a control removed while focused hands it to the first control of the nearest part of the
//     page still there (a surviving panel's next action), or to the main region;
//   - a focus the visitor moved themselves (a click or a tap anywhere), another page of the
//     dashboard (its own focus), and a focus the screen placed itself within two frames are left
//     alone.
import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";

const FOCUSABLE =
  'button, a[href], input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Runs `then` after two frames: React's effects (which may place the focus themselves) ran. */
function afterEffects(then: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(then));
}

const focusLost = () => document.activeElement === null || document.activeElement === document.body;
const usable = (element: HTMLElement) =>
  element.isConnected && !element.matches(":disabled") && !element.closest("[inert], [hidden]");

/** Focuses the first control that takes it in the nearest ancestor still on the page, or the region. */
function focusNearest(ancestors: readonly HTMLElement[], main: HTMLElement): void {
  for (const ancestor of ancestors) {
    if (!ancestor.isConnected || !main.contains(ancestor)) continue;
    for (const control of ancestor.querySelectorAll<HTMLElement>(FOCUSABLE)) {
      if (!usable(control)) continue;
      control.focus({ preventScroll: true });
      if (document.activeElement === control) return;
    }
  }
  main.focus({ preventScroll: true });
}

/** The element's ancestors inside the main region, nearest first (the region itself left out). */
function ancestorsOf(element: HTMLElement, main: HTMLElement): HTMLElement[] {
  const out: HTMLElement[] = [];
  for (let node = element.parentElement; node && node !== main; node = node.parentElement) out.push(node);
  return out;
}

interface Place {
  element: HTMLElement;
  ancestors: HTMLElement[];
  /** The history entry it was on: another entry places its own focus. */
  entry: string;
}

export function useKeepFocus(mainId: string): void {
  // The entry the page on screen belongs to. Updated after React has replaced the page (layout
  // effect), so a control removed by a navigation is still seen with the old entry.
  const { key } = useLocation();
  const entry = useRef(key);
  useLayoutEffect(() => {
    entry.current = key;
  }, [key]);

  useEffect(() => {
    const main = document.getElementById(mainId);
    if (!main) return;
    // The last control in the main region that had the focus: where the focus goes back to when
    // a dialog's control is gone with the dialog, and what a removal is checked against.
    let last: Place | null = null;
    // A control disabled while focused, waiting to be enabled again.
    let waiting: Place | null = null;
    // Bumped by every click or tap: a check that began before one gives way to the visitor.
    let moves = 0;

    const stillHere = (place: Place) => place.entry === entry.current && focusLost();
    const place = (at: Place) => {
      if (!stillHere(at)) return;
      if (usable(at.element)) at.element.focus({ preventScroll: true });
      else if (at.element.isConnected) waiting = at;
      else focusNearest(at.ancestors, main);
    };

    const onFocusIn = (event: FocusEvent) => {
      waiting = null;
      const target = event.target;
      if (target instanceof HTMLElement && main.contains(target))
        last = { element: target, ancestors: ancestorsOf(target, main), entry: entry.current };
    };

    const onPointerDown = () => {
      moves++;
      waiting = null;
      last = null;
    };

    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget !== null || !(event.target instanceof HTMLElement)) return;
      const element = event.target;
      const at: Place = { element, ancestors: ancestorsOf(element, main), entry: entry.current };
      const inMain = main.contains(element);
      const remembered = last;
      const movesThen = moves;
      // Disabled as the focus left it (a request started); a removed control is not, yet.
      const disabledThen = element.matches(":disabled");
      afterEffects(() => {
        if (moves !== movesThen || !stillHere(at)) return;
        // Still there, and the focus did not leave it for being disabled: the visitor moved it.
        if (element.isConnected && !disabledThen) return;
        if (inMain) place(at);
        // A dialog's control, gone with the dialog: back to where the visitor was in the page.
        else if (!element.isConnected && remembered) place(remembered);
      });
    };

    // A control that was disabled while it had the focus, enabled again (its request is over);
    // and a focused control removed where the browser said nothing of it.
    const observer = new MutationObserver(() => {
      if (waiting) {
        const at = waiting;
        if (!stillHere(at)) return;
        if (usable(at.element)) {
          waiting = null;
          at.element.focus({ preventScroll: true });
        } else if (!at.element.isConnected) {
          waiting = null;
          focusNearest(at.ancestors, main);
        }
      } else if (last && !last.element.isConnected && stillHere(last)) {
        const gone = last;
        last = null;
        focusNearest(gone.ancestors, main);
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
    document.addEventListener("pointerdown", onPointerDown, true);
    return () => {
      observer.disconnect();
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("focusout", onFocusOut);
      document.removeEventListener("pointerdown", onPointerDown, true);
    };
  }, [mainId]);
}
