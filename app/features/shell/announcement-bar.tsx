import { Link } from "react-router";
import type { ShopLink } from "./shell-data";
import styles from "./announcement-bar.module.css";

/** The announcement published in Design (a sale, a closing day), above the header while it runs. */
export function AnnouncementBar({ text, link }: { text: string; link: ShopLink | null }) {
  return (
    <aside className={styles.bar} aria-label="Announcement">
      <p className={styles.text}>
        {text}
        {link ? (
          <>
            {" "}
            {link.href.startsWith("/") ? (
              <Link to={link.href} className={styles.link}>
                {link.label}
              </Link>
            ) : (
              <a href={link.href} className={styles.link}>
                {link.label}
              </a>
            )}
          </>
        ) : null}
      </p>
    </aside>
  );
}
