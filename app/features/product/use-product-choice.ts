// The shopper's choice of size and colour on the product page, and the check before adding.
import { useRef, useState } from "react";
import type { Product } from "../../../domain/contracts/products";
import { choiceStatus, colorsFor } from "./product-choice";

export interface Missing {
  size: boolean;
  color: boolean;
}

/**
 * Up to the pictures, when the colour was picked by pointer. A keyboard user stepping through the
 * swatches with the arrow keys (their focus shows, `:focus-visible`) stays where they are: on a
 * phone the scroll would carry the focused swatch off the screen at every step.
 */
function scrollToTop(): void {
  if (document.activeElement?.matches(":focus-visible")) return;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
}

export function useProductChoice(product: Product) {
  const [sizeKey, setSizeKey] = useState<string | null>(null);
  const [color, setColor] = useState<string | null>(null);
  // The pictures keep the last colour looked at, even while a new size has reset the choice.
  const [viewColor, setViewColor] = useState(product.baseImagesColor);
  const [missing, setMissing] = useState<Missing>({ size: false, color: false });
  const sizeRef = useRef<HTMLSelectElement>(null);
  const colorsRef = useRef<HTMLDivElement>(null);

  /**
   * docs/behaviour.md §4: choosing a size resets the colour and offers that size's colours. Both
   * marks go: the colours asked for before were another size's, and none of these was refused yet.
   */
  function chooseSize(key: string | null) {
    setSizeKey(key);
    setColor(null);
    setMissing({ size: false, color: false });
  }

  /** docs/behaviour.md §4: choosing a colour switches the pictures and scrolls up to them. */
  function chooseColor(code: string) {
    setColor(code);
    setViewColor(code);
    setMissing((m) => ({ ...m, color: false }));
    scrollToTop();
  }

  /**
   * Marks what is still missing and moves focus to the first such field, so keyboard and
   * screen-reader users land on the message. Returns the choice when nothing is missing.
   */
  function requireChoice(needColor: boolean): { size: string; color: string | null } | null {
    const next = { size: sizeKey === null, color: needColor && color === null };
    setMissing(next);
    if (next.size) sizeRef.current?.focus();
    else if (next.color) colorsRef.current?.querySelector("input")?.focus();
    return sizeKey !== null && !next.color ? { size: sizeKey, color } : null;
  }

  return {
    sizeKey,
    color,
    viewColor,
    missing,
    colors: colorsFor(product, sizeKey),
    ...choiceStatus(product, sizeKey),
    chooseSize,
    chooseColor,
    requireChoice,
    sizeRef,
    colorsRef,
  };
}

export type ProductChoice = ReturnType<typeof useProductChoice>;
