// Returns (the orders area's 'returns' action): every return newest first, filtered by status and
// searched by return or order number through the URL, with Show More.
import type { DashboardReturnPage, ReturnFilters as AppliedFilters } from "../../../../sdk/dashboard";
import { dashboardApi } from "../api";
import { useCursorPages } from "../../../lib/use-cursor-pages";
import ui from "../ui.module.css";
import { ReturnFilters } from "./return-filters";
import { hasFilters, RETURNS_PAGE_SIZE, type ReturnFilterValues } from "./return-filters-model";
import { ReturnsTable } from "./returns-table";
import { PageHeader } from "../page-header";

interface ReturnsViewProps {
  values: ReturnFilterValues;
  applied: AppliedFilters | null;
  error: string | null;
  page: DashboardReturnPage | null;
}

const NOTHING: DashboardReturnPage = { items: [], nextCursor: null };

export function ReturnsView({ values, applied, error, page }: ReturnsViewProps) {
  const pages = useCursorPages(
    page ?? NOTHING,
    (cursor) => dashboardApi.returns({ ...applied, cursor, limit: RETURNS_PAGE_SIZE }),
    (r) => r.id,
  );
  return (
    <div className={ui.page}>
      <PageHeader
        eyebrow="Content"
        title="Returns"
        lead="Newest first. Receive parcels, refund, exchange or reject."
      />
      <ReturnFilters values={values} error={error} />
      {error ? null : <ReturnsTable pages={pages} filtered={hasFilters(values)} />}
    </div>
  );
}
