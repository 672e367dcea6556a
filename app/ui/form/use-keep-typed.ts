// What a shopper typed or chose before the page's script ran is kept (app/lib/hydration.ts).
// React leaves a control's value alone while it hydrates, so the screen still shows what was
// typed, but the state behind a controlled field holds the server's empty value, and the next
// render writes that back: the e-mail typed on a slow phone vanished, and the form then said it
// was missing. A field the server drew adopts, once as it hydrates, what its control holds now.
import { useEffectEvent, useLayoutEffect } from "react";
import { isHydrated } from "../../lib/hydration";

export type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Whether the control no longer shows what the server's markup said: typed, ticked or chosen. */
export function changedSinceMarkup(el: FormControl): boolean {
  if (el instanceof HTMLSelectElement)
    // An option's default is its `selected` attribute (what `defaultSelected` reflects).
    return Array.from(el.options).some((option) => option.selected !== option.hasAttribute("selected"));
  if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio"))
    return el.checked !== el.defaultChecked;
  return el.value !== el.defaultValue;
}

/**
 * On hydration, hands `adopt` the control(s) `find` returns whose state the shopper changed
 * before the script ran; nothing on any later mount (the markup is then React's own).
 */
export function useKeepTyped(
  find: () => FormControl | Iterable<FormControl> | null | undefined,
  adopt: (el: FormControl) => void,
): void {
  const takeOver = useEffectEvent(() => {
    if (isHydrated()) return;
    const found = find();
    if (!found) return;
    const controls = found instanceof Element ? [found] : Array.from(found);
    for (const el of controls) if (changedSinceMarkup(el)) adopt(el);
  });
  // Once, as the server's markup is taken over.
  useLayoutEffect(() => takeOver(), []);
}
