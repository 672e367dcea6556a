import { ShopAnchor } from "./shop-anchor";
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
            <ShopAnchor href={link.href} className={styles.link}>
              {link.label}
            </ShopAnchor>
          </>
        ) : null}
      </p>
    </aside>
  );
}
