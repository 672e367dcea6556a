import { Link } from "react-router";
import { formatPrice } from "../../../../domain/money";
import { RETURN_KIND_LABELS } from "../../../../domain/returns";
import type { DashboardReturnRow } from "../../../../sdk/dashboard";
import styles from "../data-table.module.css";
import { OrderLink } from "../orders/orders-table";
import { PagedTable, type FilteredListProps } from "../paged-table";
import { DateAndTime, type Column } from "../table-columns";
import { returnHref } from "./return-filters-model";
import { ReturnStatusPill } from "./return-status-pill";

const COLUMNS: Column<DashboardReturnRow>[] = [
  {
    label: "Return",
    cell: (r) => (
      <Link to={returnHref(r.id)} className={styles.link}>
        <span className="visually-hidden">Return </span>
        {r.id}
      </Link>
    ),
  },
  { label: "Requested", className: styles.num, cell: (r) => <DateAndTime at={r.requestedAt} /> },
  { label: "Order", cell: (r) => <OrderLink id={r.orderId} /> },
  { label: "Customer", cell: (r) => r.email },
  { label: "Kind", cell: (r) => r.kinds.map((k) => RETURN_KIND_LABELS[k]).join(" + ") },
  { label: "Items", end: true, className: styles.num, cell: (r) => r.units },
  {
    label: "Refunded",
    end: true,
    className: styles.num,
    cell: (r) => (r.refundedCents > 0 ? formatPrice(r.refundedCents) : "—"),
  },
  { label: "Status", cell: (r) => <ReturnStatusPill status={r.status} /> },
];

export function ReturnsTable({ pages, filtered }: FilteredListProps<DashboardReturnRow>) {
  const empty = filtered ? "No return matches these filters." : "No return has been requested yet.";
  return (
    <PagedTable
      pages={pages}
      columns={COLUMNS}
      rowKey={(r) => r.id}
      caption="Returns, newest first"
      empty={empty}
      noun="return"
    />
  );
}
