// A horizontal scroller's state: whether its content overflows and whether it sits at either end.
// Drives the colour scroller's previous/next buttons, and keeps a scrolling region reachable by
// keyboard (WCAG 2.1.1): it becomes a tab stop exactly while it overflows, so the arrow keys can
// scroll it, and stops being one when its content fits (the wide gallery).
import { useEffect, useRef, useState } from "react";

interface Edges {
  overflow: boolean;
  atStart: boolean;
  atEnd: boolean;
}

const NONE: Edges = { overflow: false, atStart: true, atEnd: true };

export function useScroller<T extends HTMLElement>(step: number, { focusable = false } = {}) {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState<Edges>(NONE);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const max = el.scrollWidth - el.clientWidth;
      // A pixel of slack: fractional layout widths leave sub-pixel remainders.
      const next = { overflow: max > 1, atStart: el.scrollLeft <= 1, atEnd: el.scrollLeft >= max - 1 };
      if (focusable) {
        if (next.overflow) el.tabIndex = 0;
        else el.removeAttribute("tabindex");
      }
      setEdges((prev) =>
        prev.overflow === next.overflow && prev.atStart === next.atStart && prev.atEnd === next.atEnd
          ? prev
          : next,
      );
    };
    // The observer reports once on observe, then whenever the box or its content resizes.
    const observer = new ResizeObserver(update);
    observer.observe(el);
    for (const child of el.children) observer.observe(child);
    el.addEventListener("scroll", update, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener("scroll", update);
    };
  }, [focusable]);

  function scrollStep(direction: 1 | -1) {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    ref.current?.scrollBy({ left: direction * step, behavior: reduce ? "auto" : "smooth" });
  }

  return { ref, ...edges, scrollStep };
}
