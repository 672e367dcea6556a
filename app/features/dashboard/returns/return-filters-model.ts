// The Returns list's filters as the URL carries them: a status and a return or order number.
import { RETURN_STATUSES, RETURN_STATUS_LABELS } from "../../../../domain/returns";

export const RETURNS_PAGE_SIZE = 20;

export interface ReturnFilterValues {
  status: string;
  q: string;
}

export const STATUS_OPTIONS = [
  { value: "", label: "All statuses" },
  ...RETURN_STATUSES.map((value) => ({ value, label: RETURN_STATUS_LABELS[value] })),
] as const;

export function filtersQuery(values: Partial<ReturnFilterValues>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value.trim());
  return params.size ? `?${params}` : "";
}

export const hasFilters = (values: ReturnFilterValues) => Object.values(values).some((v) => v !== "");

export const returnHref = (id: string) => `/dashboard/returns/${encodeURIComponent(id)}`;
