// The back office keeps the keyboard's place (docs/behaviour.md, "Keyboard focus"). Its buttons
// are disabled while their request runs, and an action's answer often replaces what was acted on
// (a return's RECEIVE gives way to APPROVE REFUND, a dialog closes over a row that changed): the
// browser then drops the focus to the page, and the next Tab starts again from the skip link.
// Watched once, for every screen, instead of by each form:
//   - a control disabled while focused gets the focus back when it is enabled again;
//   - a control removed while focused hands it to the control nearest to where it stood in the
//     nearest part of the page still there (the next row's, a surviving panel's next action), or
//     to the main region;
//   - a focus the visitor moved themselves (a click or a tap anywhere), another page of the
//     dashboard (its own focus), and a focus the screen placed itself within two frames are left
//     alone; but a dialog opened by a click or tap, whose opener its answer removed, gives the
//     focus back near that opener even when the browser never focused it.
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

/** Whether `b` comes after `a` in the page, outside it. */
const after = (a: Element, b: Element) =>
  !a.contains(b) && (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

/**
 * The nearest ancestor still on the page takes the focus, at the control nearest to where the
 * removed part stood: the first one from there on (what replaced it, or the row that moved up
 * into its place), else the last one before it; the main region when no control is left.
 */
function focusNearest(place: Place, main: HTMLElement): void {
  // Its whole form drawn anew (an editor remade after its request, the button gone with it): the
  // same control drawn again in the new form (Mark Shipped, for the lines still to ship), else the
  // control that followed it, else the one before it. (A row removed from a form that stays is
  // the rule below's: the row above.)
  const form = place.ancestors.find((a) => a.tagName === "FORM");
  if (form && !form.isConnected) {
    const controls = [...main.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(usable);
    for (const identity of [place.identity, ...place.around]) {
      const same = controls.filter((c) => identityOf(c) === identity);
      if (same.length !== 1) continue;
      same[0]!.focus({ preventScroll: true });
      if (document.activeElement === same[0]) return;
    }
  }
  const path = [place.element, ...place.ancestors];
  for (let level = 1; level < path.length; level++) {
    const ancestor = path[level]!;
    if (!ancestor.isConnected || !main.contains(ancestor)) continue;
    const controls = [...ancestor.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(usable);
    // The same control drawn again (a form made afresh after its request): back to it, when
    // nothing else there could be mistaken for it.
    const same = controls.filter((c) => identityOf(c) === place.identity);
    if (same.length === 1) {
      same[0]!.focus({ preventScroll: true });
      if (document.activeElement === same[0]) return;
    }
    const child = path[level - 1]!;
    const present = (el: Element | null) => (el && el.isConnected && ancestor.contains(el) ? el : null);
    // Where the removed part stood: the part itself if it is still there (hidden, inert), else
    // just after what preceded it (where what replaced it is drawn), else the ancestor's start.
    const itself = present(child);
    const before = itself ? null : present(place.neighbours[level - 1]!.previous);
    const ordered = itself
      ? [
          ...controls.filter((c) => itself.contains(c) || after(itself, c)),
          ...controls.filter((c) => after(c, itself)).reverse(),
        ]
      : before
        ? [
            ...controls.filter((c) => after(before, c)),
            ...controls.filter((c) => !after(before, c)).reverse(),
          ]
        : controls;
    for (const control of ordered) {
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

/** What a control is to the visitor: its id, else its kind, name and label. */
function identityOf(element: HTMLElement): string {
  if (element.id) return `#${element.id}`;
  const label = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 80) ?? "";
  return [element.tagName, element.getAttribute("type"), element.getAttribute("name"), label].join("|");
}

/**
 * Where the element stands, for finding its place again once it is gone. `identity`: as it was
 * when it took the focus (a busy button's label changes as it loses it).
 */
function placeOf(
  element: HTMLElement,
  main: HTMLElement,
  entry: string,
  identity = identityOf(element),
): Place {
  const ancestors = ancestorsOf(element, main);
  const neighbours = [element, ...ancestors].map((node) => ({ previous: node.previousElementSibling }));
  const controls = [...main.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(usable);
  const at = controls.indexOf(element);
  const around =
    at < 0 ? [] : [controls[at + 1], controls[at - 1]].filter((c) => c !== undefined).map(identityOf);
  return { element, ancestors, neighbours, entry, identity, around };
}

/** Set while a dashboard page is on screen: see backToPage. */
let backToPageNow: (() => boolean) | null = null;

/**
 * For a dialog closing when the control that opened it is gone (its answer replaced it): puts
 * the focus where the visitor was in the page, or near it. False when there is no such place
 * (the caller then lets the dialog do as it would).
 */
export function backToPage(): boolean {
  return backToPageNow?.() ?? false;
}

interface Place {
  element: HTMLElement;
  ancestors: HTMLElement[];
  /** What preceded the element and each ancestor when it was focused, in the same order. */
  neighbours: { previous: Element | null }[];
  /** The address of the page it was on: another page places its own focus. */
  entry: string;
  /** What it was to the visitor (identityOf), to know it again if it is drawn anew. */
  identity: string;
  /** The identities of the controls just after and just before it, for when its part is redrawn. */
  around: string[];
}

export function useKeepFocus(mainId: string): void {
  // The page on screen: its address. Updated after React has replaced the page (layout effect),
  // so a control removed by a navigation is still seen with the old one. A page read again at the
  // same address (a draft discarded or a version restored, then the page reloaded with its
  // notice) is the same page: the focus finds its place there, as after any other answer.
  const { pathname, search } = useLocation();
  const address = pathname + search;
  const entry = useRef(address);
  useLayoutEffect(() => {
    entry.current = address;
  }, [address]);

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
      else focusNearest(at, main);
    };

    backToPageNow = () => {
      const at = last;
      if (!at || at.entry !== entry.current || !main.isConnected) return false;
      if (usable(at.element)) at.element.focus({ preventScroll: true });
      else focusNearest(at, main);
      return true;
    };

    const onFocusIn = (event: FocusEvent) => {
      waiting = null;
      const target = event.target;
      if (target instanceof HTMLElement && main.contains(target)) last = placeOf(target, main, entry.current);
    };

    // A click in a dialog (its Confirm) is not the visitor moving about the page: when the
    // dialog's opener is gone with the answer, the focus still finds its place. A click or tap on
    // a control of the page is where the visitor now is, whether or not the browser focuses it
    // (Safari does not; a tap may not): a dialog it opens comes back to it, or near it.
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Element) || !main.contains(event.target)) return;
      moves++;
      waiting = null;
      const control = event.target.closest<HTMLElement>(FOCUSABLE);
      last = control && main.contains(control) ? placeOf(control, main, entry.current) : null;
    };

    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget !== null || !(event.target instanceof HTMLElement)) return;
      const element = event.target;
      const remembered = last;
      const at = placeOf(
        element,
        main,
        entry.current,
        remembered?.element === element ? remembered.identity : undefined,
      );
      const inMain = main.contains(element);
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
          focusNearest(at, main);
        }
      } else if (last && !last.element.isConnected && stillHere(last)) {
        const gone = last;
        last = null;
        focusNearest(gone, main);
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
      backToPageNow = null;
      observer.disconnect();
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("focusout", onFocusOut);
      document.removeEventListener("pointerdown", onPointerDown, true);
    };
  }, [mainId]);
}
