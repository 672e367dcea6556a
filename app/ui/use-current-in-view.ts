import { useEffect, type RefObject } from "react";

/**
 * A row of links that scrolls sideways on a phone: brings its current one (`aria-current="page"`)
 * into view, centred, when `current` changes, e.g. 'Accessories' or 'Privacy' at the far end.
 */
export function useCurrentInView(row: RefObject<HTMLElement | null>, current: unknown): void {
  useEffect(() => {
    const el = row.current;
    const link = el?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!el || !link) return;
    const start = link.offsetLeft;
    const end = start + link.offsetWidth;
    if (end > el.scrollLeft + el.clientWidth || start < el.scrollLeft) {
      el.scrollTo({ left: Math.max(0, start - (el.clientWidth - link.offsetWidth) / 2) });
    }
  }, [row, current]);
}
