import { useId, useState, type ReactNode } from "react";
import { DisclosureMark } from "../../ui/disclosure-mark";
import { useMediaQuery } from "../../ui/use-media-query";
import styles from "./footer.module.css";

const PHONE = "(max-width: 47.99rem)";

/**
 * A footer column: a plain heading and its content on wide screens; on phones the heading
 * becomes a disclosure button so the footer stays short. The server renders the open form.
 */
export function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  const collapsible = useMediaQuery(PHONE);
  const [open, setOpen] = useState(false);
  const id = useId();

  return (
    <div className={styles.column}>
      <h2 className={styles.heading}>
        {collapsible ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={`${id}-body`}
            onClick={() => setOpen((value) => !value)}
          >
            {title}
            <DisclosureMark open={open} />
          </button>
        ) : (
          title
        )}
      </h2>
      <div id={`${id}-body`} className={styles.body} hidden={collapsible && !open}>
        {children}
      </div>
    </div>
  );
}
