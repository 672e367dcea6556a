import { useState } from "react";
import type { SizeGuideTable as Guide } from "../../../domain/size-guides";
import { SidePanel } from "../../ui/side-panel";
import { useClientService } from "../shell/client-service";
import { SizeGuideTable } from "./size-guide-table";
import styles from "./size-guide.module.css";

/**
 * The 'Size Guide' side panel (docs/behaviour.md §2), opened from beside the size selector: the
 * product's guide, its rows the sizes the product sells (decision 61).
 */
export function SizeGuidePanel({ guide }: { guide: Guide }) {
  const [open, setOpen] = useState(false);
  const trigger = (
    <button type="button" className={styles.trigger}>
      Size Guide
    </button>
  );
  const service = useClientService();
  return (
    <SidePanel
      open={open}
      onOpenChange={setOpen}
      title="Size Guide"
      trigger={trigger}
      closeLabel="Close size guide"
    >
      <div className={styles.body}>
        <SizeGuideTable guide={guide} />
        <section className={styles.help} aria-labelledby="size-guide-help">
          <h3 id="size-guide-help" className={styles.heading}>
            Need advice?
          </h3>
          <p className={styles.note}>Our client advisors will gladly help you find your size.</p>
          <ul className={styles.contacts}>
            <li>
              <a href={service.phoneHref}>Call {service.phone}</a>
            </li>
            <li>
              <a href={`mailto:${service.email}`}>E-mail {service.email}</a>
            </li>
          </ul>
          <p className={styles.note}>{service.hours}</p>
        </section>
      </div>
    </SidePanel>
  );
}
