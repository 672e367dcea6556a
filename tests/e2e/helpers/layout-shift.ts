import type { Page } from "@playwright/test";

/** From the next navigation on, sums the page's layout shifts that no input caused (CLS's entries). */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number; shiftSources: string[] };
    w.shifted = 0;
    w.shiftSources = [];
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? "?";
      const cls = typeof node.className === "string" ? node.className.split(" ").slice(0, 2).join(".") : "";
      return `${node.tagName.toLowerCase()}${node.id ? "#" + node.id : ""}${cls ? "." + cls : ""}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        w.shifted += entry.value;
        for (const s of entry.sources ?? [])
          w.shiftSources.push(
            `${entry.startTime.toFixed(0)}ms ${describe(s.node)} ` +
              `${JSON.stringify(s.previousRect)} -> ${JSON.stringify(s.currentRect)}`,
          );
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/**
 * The layout shifts summed since the page loaded (watchLayoutShifts must have been called
 * before). A non-zero sum is logged with what moved, so a rare failure says where to look.
 */
export async function layoutShifted(page: Page): Promise<number> {
  const { shifted, sources } = await page.evaluate(() => {
    const w = window as unknown as { shifted: number; shiftSources: string[] };
    return { shifted: w.shifted, sources: w.shiftSources };
  });
  if (shifted > 0) console.warn(`layout shift ${shifted} on ${page.url()}:\n  ${sources.join("\n  ")}`);
  return shifted;
}
