import { dashboardBadge, type BadgeProduct } from "../../../domain/status-badge";
import styles from "./status-badge.module.css";

/** The tone follows the badge's first word: IN, OUT, PRE-ORDER, SCHEDULED, NOT (docs/behaviour.md §2). */
function toneOf(label: string): string {
  if (label === "IN STOCK") return "in";
  if (label === "OUT OF STOCK") return "out";
  if (label.startsWith("PRE-ORDER")) return "pre";
  if (label === "SCHEDULED") return "scheduled";
  return "mixed";
}

export function StatusBadge({ product }: { product: BadgeProduct }) {
  const label = dashboardBadge(product);
  return (
    <span className={styles.badge} data-tone={toneOf(label)}>
      {label}
    </span>
  );
}
