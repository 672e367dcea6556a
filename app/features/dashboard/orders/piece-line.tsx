import type { ReactNode } from "react";
import { PieceThumb, type Piece } from "../piece-thumb";
import styles from "./order.module.css";

interface PieceLineProps {
  line: Piece;
  /** The title, a link to the shop where there is one. */
  title: ReactNode;
  /** The quieter lines under the title (colour, size, quantity, reason). */
  children: ReactNode;
  price: ReactNode;
}

/** One piece of an order or a return: picture, title and facts, and its price at the end. */
export function PieceLine({ line, title, children, price }: PieceLineProps) {
  return (
    <li className={styles.line}>
      <PieceThumb className={styles.thumb} piece={line} sizes="4.5rem" />
      <div className={styles.lineText}>
        {title}
        {children}
      </div>
      <div className={styles.linePrice}>{price}</div>
    </li>
  );
}
