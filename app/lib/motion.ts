// Scrolling the page for the visitor: smooth, unless they asked their system for less motion.

export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}
