// What the return form holds for one piece, and how a new quantity changes it: an exchange is
// offered only for a size and colour with as many units on hand as the quantity chosen
// (docs/behaviour.md §4 Returns), so a request the server would refuse cannot be put together.
import type { ReturnableLineView } from "../../../../domain/contracts/returns";
import type { ReturnKind } from "../../../../domain/returns";

export interface Choice {
  chosen: boolean;
  quantity: string;
  reason: string;
  kind: ReturnKind;
  /** Index into the line's exchange options, or ''. */
  exchange: string;
}

/** The exchange options (with their index as the select's value) that can take `quantity` units. */
export function fittingOptions(line: ReturnableLineView, quantity: string) {
  return line.exchangeOptions
    .map((option, index) => ({ option, value: String(index) }))
    .filter(({ option }) => option.maxQuantity >= Number(quantity));
}

/**
 * A new quantity keeps the chosen size and colour only if it has enough units: otherwise the
 * choice is cleared, and the piece falls back to a refund when no variant has enough.
 */
export function withQuantity(line: ReturnableLineView, choice: Choice, quantity: string): Partial<Choice> {
  if (choice.kind !== "exchange") return { quantity };
  const fitting = fittingOptions(line, quantity);
  if (fitting.length === 0) return { quantity, kind: "refund", exchange: "" };
  return fitting.some((f) => f.value === choice.exchange) ? { quantity } : { quantity, exchange: "" };
}
