import { useState } from "react";
import type { Product } from "../../../domain/contracts/products";
import { SidePanel } from "../../ui/side-panel";
import { useClientService } from "../shell/client-service";
import { SizeChartTables } from "./size-chart-tables";
import { chartsFor } from "./size-guide-data";
import styles from "./size-guide.module.css";

/** The 'Size Guide' side panel (docs/behaviour.md §2), opened from beside the size selector. */
export function SizeGuidePanel({ category }: Pick<Product, "category">) {
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
        <p className={styles.intro}>
          Our coats are cut to these body measurements, in centimetres. Between two sizes, choose the larger
          for layering over knitwear.
        </p>
        {chartsFor(category).map((chart) => (
          <SizeChartTables key={chart.title} chart={chart} />
        ))}
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
