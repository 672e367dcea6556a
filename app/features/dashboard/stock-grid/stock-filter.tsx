// 'All' or 'Low stock' above the products list: a filter in the address, so it can be shared.
import { Link } from "react-router";
import segmented from "../segmented.module.css";

export function StockFilter({ lowOnly }: { lowOnly: boolean }) {
  return (
    <nav aria-label="Show products" className={segmented.group}>
      <Link to={{ search: "" }} className={segmented.item} aria-current={lowOnly ? undefined : "page"}>
        All
      </Link>
      <Link
        to={{ search: "?stock=low" }}
        className={segmented.item}
        aria-current={lowOnly ? "page" : undefined}
      >
        Low stock
      </Link>
    </nav>
  );
}
