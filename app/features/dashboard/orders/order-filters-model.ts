// The Orders list's filters as the URL carries them: status, a date range and a search term.
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from "../../../../domain/order-events";

export const ORDERS_PAGE_SIZE = 20;

export interface OrderFilterValues {
  status: string;
  from: string;
  to: string;
  q: string;
}

export const EMPTY_FILTERS: OrderFilterValues = { status: "", from: "", to: "", q: "" };

export const STATUS_OPTIONS = [
  { value: "", label: "All statuses" },
  ...ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] })),
] as const;

/** The query string for these values: empty fields are left out, so links stay short. */
export function filtersQuery(values: Partial<OrderFilterValues>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value.trim());
  return params.size ? `?${params}` : "";
}

export function hasFilters(values: OrderFilterValues): boolean {
  return Object.values(values).some((v) => v !== "");
}
