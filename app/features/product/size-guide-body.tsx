// What the open Size Guide shows (docs/behaviour.md §2). Loaded by size-guide-panel.tsx on first open.
import type { Product } from "../../../domain/contracts/products";
import { useClientService } from "../shell/client-service";
import { SizeChartTables } from "./size-chart-tables";
import { chartsFor } from "./size-guide-data";
import styles from "./size-guide.module.css";

export default function SizeGuideBody({ category }: Pick<Product, "category">) {
  const service = useClientService();
  return (
    <div className={styles.body}>
      <p className={styles.intro}>
        Our coats are cut to these body measurements, in centimetres. Between two sizes, choose the larger for
        layering over knitwear.
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
  );
}
