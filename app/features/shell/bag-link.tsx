import type { MouseEvent } from "react";
import { Link } from "react-router";
import { useBagCount } from "../bag/bag-count";
import { openMiniBag, useMiniBagOpen } from "../bag/mini-bag-store";
import { BagIcon } from "../../ui/icons";
import styles from "./bag-link.module.css";

function bagLabel(count: number | null): string {
  if (!count) return "Shopping Bag";
  return `Shopping Bag, ${count} ${count === 1 ? "item" : "items"}`;
}

/** A plain click opens the mini bag; a new-tab click (or no JavaScript yet) still goes to /bag. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The count is only known in the browser: the badge's box is always there, empty until then. */
export function BagLink({ className }: { className?: string }) {
  const count = useBagCount();
  const open = useMiniBagOpen();
  return (
    <Link
      to="/bag"
      className={`${styles.bag} ${className ?? ""}`}
      aria-label={bagLabel(count)}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        openMiniBag();
      }}
    >
      <BagIcon />
      <span className={styles.badge} data-empty={!count} data-ready={count !== null} aria-hidden="true">
        {count ? (count > 99 ? "99+" : count) : null}
      </span>
    </Link>
  );
}
