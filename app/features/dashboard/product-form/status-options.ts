import { COMING_SOON, IN_STOCK, OUT_OF_STOCK, PRE_ORDER } from "../../../../domain/status";
import type { StatusCode } from "../../../../domain/types";

/** Status codes 0–3 (docs/behaviour.md §3) by the words staff know them by, not their numbers. */
export const STATUS_OPTIONS: { value: StatusCode; label: string }[] = [
  { value: OUT_OF_STOCK, label: "Out of stock" },
  { value: IN_STOCK, label: "In stock" },
  { value: PRE_ORDER, label: "Pre-order" },
  { value: COMING_SOON, label: "Coming soon" },
];

export function toStatus(value: string): StatusCode {
  return STATUS_OPTIONS.find((o) => String(o.value) === value)?.value ?? IN_STOCK;
}
