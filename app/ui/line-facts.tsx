import type { ReactNode } from "react";
import { colorName } from "../../domain/colors";
import styles from "./line-item.module.css";

/** One term and its value in a line's facts. */
export function LineFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

interface LineFactsProps {
  color: string;
  size: string;
  /** The view's own layout and size of the list; the kit gives the rest. */
  className?: string | undefined;
  /** Facts after colour and size (quantity, price each). */
  children?: ReactNode;
}

/** A bag line's colour and size, then any further facts, as the bag and the mini bag show them. */
export function LineFacts({ color, size, className, children }: LineFactsProps) {
  return (
    <dl className={`${styles.facts} ${className ?? ""}`}>
      <LineFact term="Colour">{colorName(color)}</LineFact>
      <LineFact term="Size">{size}</LineFact>
      {children}
    </dl>
  );
}
