// Orders (area 'orders'): every order newest first, filtered through the URL, with Show More
// and, for roles that may export, the filtered list as CSV.
import type { DashboardOrderPage, OrderFilters as AppliedFilters } from "../../../../sdk/dashboard";
import { dashboardApi } from "../api";
import { useCan } from "../frame-data";
import { useCursorPages } from "../../../lib/use-cursor-pages";
import ui from "../ui.module.css";
import { OrderFilters } from "./order-filters";
import { hasFilters, ORDERS_PAGE_SIZE, type OrderFilterValues } from "./order-filters-model";
import { OrdersTable } from "./orders-table";
import { AreaPage } from "../area-page";

interface OrdersViewProps {
  values: OrderFilterValues;
  /** The filters the server accepted; null when they could not be read. */
  applied: AppliedFilters | null;
  error: string | null;
  page: DashboardOrderPage | null;
}

const NOTHING: DashboardOrderPage = { items: [], nextCursor: null };

export function OrdersView({ values, applied, error, page }: OrdersViewProps) {
  const canExport = useCan("orders", "export");
  const pages = useCursorPages(
    page ?? NOTHING,
    (cursor) => dashboardApi.orders({ ...applied, cursor, limit: ORDERS_PAGE_SIZE }),
    (order) => order.id,
  );
  return (
    <AreaPage
      area="orders"
      lead="Newest first. Find an order by its number or the buyer’s e-mail."
      actions={
        canExport && applied ? (
          <a href={dashboardApi.ordersExportUrl(applied)} className={ui.button} download>
            Export CSV<span className="visually-hidden"> of the orders shown by these filters</span>
          </a>
        ) : null
      }
    >
      <OrderFilters values={values} error={error} />
      {error ? null : <OrdersTable pages={pages} filtered={hasFilters(values)} />}
    </AreaPage>
  );
}
