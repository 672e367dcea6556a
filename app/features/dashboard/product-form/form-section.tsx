import type { ReactNode } from "react";
import styles from "./form.module.css";

/** One part of the form: its title and a line of guidance on the left, the fields on the right. */
export function FormSection({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionIntro}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        <p className={styles.sectionText}>{text}</p>
      </div>
      <div className={styles.sectionFields}>{children}</div>
    </section>
  );
}
