import { Link } from "react-router";
import { useBagCount } from "../bag/bag-count";
import { BagIcon } from "../../ui/icons";
import styles from "./bag-link.module.css";

function bagLabel(count: number | null): string {
  if (!count) return "Shopping Bag";
  return `Shopping Bag, ${count} ${count === 1 ? "item" : "items"}`;
}

/** The count is only known in the browser: the badge's box is always there, empty until then. */
export function BagLink({ className }: { className?: string }) {
  const count = useBagCount();
  return (
    <Link to="/bag" className={`${styles.bag} ${className ?? ""}`} aria-label={bagLabel(count)}>
      <BagIcon />
      <span className={styles.badge} data-empty={!count} data-ready={count !== null} aria-hidden="true">
        {count ? (count > 99 ? "99+" : count) : null}
      </span>
    </Link>
  );
}
