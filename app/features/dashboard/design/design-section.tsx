import type { ReactNode } from "react";
import styles from "./design.module.css";

/** One part of the Design form: a fieldset named by its legend. */
export function DesignSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
