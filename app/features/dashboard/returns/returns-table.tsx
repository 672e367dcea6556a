import { Link } from "react-router";
import { formatDate } from "../../../../domain/dates";
import { formatPrice } from "../../../../domain/money";
import { RETURN_KIND_LABELS } from "../../../../domain/returns";
import type { DashboardReturnRow } from "../../../../sdk/dashboard";
import styles from "../data-table.module.css";
import { OrderLink } from "../orders/orders-table";
import { PagedTable, type FilteredListProps } from "../paged-table";
import { DateAndTime, type Column } from "../table-columns";
import { returnHref } from "./return-filters-model";
import { ReturnStatusPill } from "./return-status-pill";

const kindOf = (r: DashboardReturnRow) => r.kinds.map((k) => RETURN_KIND_LABELS[k]).join(" + ");

const COLUMNS: Column<DashboardReturnRow>[] = [
  {
    label: "Return",
    cell: (r) => (
      <Link to={returnHref(r.id)} className={styles.link}>
        <span className="visually-hidden">Return </span>
        {r.id}
      </Link>
    ),
    // On a phone: what the folded columns say, status first.
    phone: (r) => (
      <>
        <ReturnStatusPill status={r.status} />
        <span>{kindOf(r)}</span>
        <span>{r.units === 1 ? "1 item" : `${r.units} items`}</span>
        {r.refundedCents > 0 ? <span>Refunded {formatPrice(r.refundedCents)}</span> : null}
        <span>Requested {formatDate(r.requestedAt)}</span>
        <span>{r.email}</span>
      </>
    ),
  },
  { label: "Requested", wide: true, className: styles.num, cell: (r) => <DateAndTime at={r.requestedAt} /> },
  { label: "Order", cell: (r) => <OrderLink id={r.orderId} /> },
  { label: "Customer", wide: true, cell: (r) => r.email },
  { label: "Kind", wide: true, cell: kindOf },
  { label: "Items", wide: true, end: true, className: styles.num, cell: (r) => r.units },
  {
    label: "Refunded",
    wide: true,
    end: true,
    className: styles.num,
    cell: (r) => (r.refundedCents > 0 ? formatPrice(r.refundedCents) : "—"),
  },
  { label: "Status", wide: true, cell: (r) => <ReturnStatusPill status={r.status} /> },
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
