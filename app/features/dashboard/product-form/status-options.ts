import { COMING_SOON, IN_STOCK, OUT_OF_STOCK, PRE_ORDER } from "../../../../domain/status";
import type { StatusCode } from "../../../../domain/types";

/** Status codes 0–3 (docs/behaviour.md §3) with the words staff know them by. */
export const STATUS_OPTIONS: { value: StatusCode; label: string }[] = [
  { value: OUT_OF_STOCK, label: "0 — Out of stock" },
  { value: IN_STOCK, label: "1 — In stock" },
  { value: PRE_ORDER, label: "2 — Pre-order" },
  { value: COMING_SOON, label: "3 — Coming soon" },
];

export function toStatus(value: string): StatusCode {
  return STATUS_OPTIONS.find((o) => String(o.value) === value)?.value ?? IN_STOCK;
}
