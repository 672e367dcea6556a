import type { Page } from "@playwright/test";

/** From the next navigation on, sums the page's layout shifts that no input caused (CLS's entries). */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.shifted += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shifts summed since the page loaded (watchLayoutShifts must have been called before). */
export function layoutShifted(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { shifted: number }).shifted);
}
