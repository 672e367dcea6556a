// What the open Size Guide shows (docs/behaviour.md §2): the product's guide, its rows the sizes
// the product sells (decision 61). Loaded by size-guide-panel.tsx on first open.
import type { SizeGuideTable as Guide } from "../../../domain/size-guides";
import { useClientService } from "../../lib/client-service";
import { SizeGuideTable } from "../../ui/size-guide-table";
import styles from "./size-guide.module.css";

export default function SizeGuideBody({ guide }: { guide: Guide }) {
  const service = useClientService();
  return (
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
  );
}
