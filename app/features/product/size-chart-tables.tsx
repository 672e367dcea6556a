import type { CoatSize, SizeChart } from "./size-guide-data";
import styles from "./size-guide.module.css";

/** Rows of the coat chart; sizes run across, so the table fits a narrow panel. */
const COAT_ROWS: readonly { label: string; value: (size: CoatSize) => string | number }[] = [
  { label: "US", value: (s) => s.us },
  { label: "FR", value: (s) => s.fr },
  { label: "UK", value: (s) => s.uk },
  { label: "IT", value: (s) => s.it },
  { label: "Chest (cm)", value: (s) => s.chestCm },
  { label: "Waist (cm)", value: (s) => s.waistCm },
  { label: "Shoulder width (cm)", value: (s) => s.shoulderCm },
];

export function SizeChartTables({ chart }: { chart: SizeChart }) {
  return (
    <div className={styles.chart}>
      <table className={styles.table}>
        <caption className={styles.caption}>{chart.title}: coat sizes</caption>
        <thead>
          <tr>
            <th scope="col">Size</th>
            {chart.coats.map((size) => (
              <th key={size.label} scope="col">
                {size.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COAT_ROWS.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {chart.coats.map((size) => (
                <td key={size.label}>{row.value(size)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <table className={styles.table}>
        <caption className={styles.caption}>{chart.title}: height chart</caption>
        <thead>
          <tr>
            <th scope="col">Size</th>
            <th scope="col">Height (cm)</th>
            <th scope="col">Height (ft, in)</th>
          </tr>
        </thead>
        <tbody>
          {chart.heights.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.cm}</td>
              <td>{row.feet}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
