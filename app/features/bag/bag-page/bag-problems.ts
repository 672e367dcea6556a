// What stops the bag from becoming an order, found before the server refuses it: lines that
// cannot be ordered in their size, and the terms of sale (domain/bag.ts).
import { checkTermsOfSale, type BagItem } from "../../../../domain/bag";
import { isOrderableSize } from "../../../../domain/bag-item";

/** Said away from the bag page (checkout, the mini bag), where the marked lines are not shown. */
export const BAG_NOT_ORDERABLE =
  "Some pieces in your bag cannot be ordered as they are. Please review them in your bag.";

export const UNAVAILABLE_LINE = "Not available in this size. Choose another size with Edit, or remove it.";

export interface BagProblems {
  /** A message per productId, shown on its line. */
  lines: Record<string, string>;
  /** What the whole bag breaks (e.g. too many items), shown by the summary. */
  bag: string[];
}

export function bagProblems(lines: readonly BagItem[]): BagProblems {
  const byLine: Record<string, string> = {};
  const bag: string[] = [];
  lines.forEach((line) => {
    if (!isOrderableSize(line)) byLine[line.productId] = UNAVAILABLE_LINE;
  });
  for (const violation of checkTermsOfSale(lines)) {
    const line = lines[violation.lineIndex];
    if (violation.code === "TOO_MANY_ITEMS") bag.push(violation.message);
    else if (line) byLine[line.productId] ??= violation.message;
  }
  return { lines: byLine, bag };
}

export function hasProblems(problems: BagProblems): boolean {
  return problems.bag.length > 0 || Object.keys(problems.lines).length > 0;
}
