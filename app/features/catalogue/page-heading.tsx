import type { ReactNode } from "react";
import page from "../../ui/shop-page.module.css";
import styles from "./page-heading.module.css";

interface PageHeadingProps {
  eyebrow?: ReactNode;
  /** Read the small label as part of the heading ('Search results for “coat”'), not beside it. */
  eyebrowInHeading?: boolean;
  children: ReactNode;
}

/** The calm centred heading every catalogue page opens with: a small label, then the serif title. */
export function PageHeading({ eyebrow, eyebrowInHeading = false, children }: PageHeadingProps) {
  if (eyebrowInHeading) {
    return (
      <header className={page.masthead}>
        <h1 className={page.stack}>
          <span className={page.eyebrow}>{eyebrow} </span>
          <span className={styles.title}>{children}</span>
        </h1>
      </header>
    );
  }
  return (
    <header className={page.masthead}>
      {eyebrow ? <p className={page.eyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.title}>{children}</h1>
    </header>
  );
}
