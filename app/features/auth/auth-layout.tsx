import type { ReactNode } from "react";
import page from "../../ui/shop-page.module.css";
import styles from "./auth-layout.module.css";

interface AuthLayoutProps {
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** A second column on wide screens (e.g. 'New to Atelier?' beside the sign-in form). */
  aside?: ReactNode;
  /** The id of the aside's heading, which names its landmark. */
  asideTitleId?: string;
}

/** The calm, centred frame of the sign-in, registration and password pages. */
export function AuthLayout({ eyebrow, title, intro, children, aside, asideTitleId }: AuthLayoutProps) {
  return (
    <div className={styles.page}>
      <header className={page.heading}>
        <p className={page.eyebrow}>{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
      </header>
      <div className={aside ? styles.split : styles.single}>
        <section className={styles.main} aria-label={title}>
          {children}
        </section>
        {aside ? (
          <aside className={styles.aside} aria-labelledby={asideTitleId}>
            {aside}
          </aside>
        ) : null}
      </div>
    </div>
  );
}
