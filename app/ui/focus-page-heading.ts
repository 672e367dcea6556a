// Where the focus goes when a new page of the shop is shown: its main heading, as a page loaded
// afresh starts from the top (docs/behaviour.md, "Keyboard focus").

/**
 * Focuses the page's h1 (or its main landmark), without scrolling; or the news the page opens
 * with, where it marks one (`data-page-focus`), which a screen reader then reads first.
 */
export function focusPageHeading(
  main: HTMLElement | null = document.getElementById("main") ?? document.querySelector("main"),
): void {
  if (!main) return;
  const target =
    main.querySelector<HTMLElement>("[data-page-focus]") ?? main.querySelector<HTMLElement>("h1") ?? main;
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}
