import styles from "./disclosure-mark.module.css";

/**
 * The plus that becomes a minus beside a disclosure's label. Pass `open` for a button-driven
 * disclosure; inside a <summary> it follows the parent <details> by itself.
 */
export function DisclosureMark({ open }: { open?: boolean }) {
  return <span className={styles.mark} data-open={open} aria-hidden="true" />;
}
