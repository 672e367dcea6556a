import type { StatusCode } from "../../../../domain/types";
import type { ControlProps } from "./field";
import styles from "./form.module.css";
import { STATUS_OPTIONS, toStatus } from "./status-options";

/** The status picker of the product (its base status) and of each size. */
export function StatusSelect({
  control,
  value,
  onStatus,
}: {
  control: ControlProps;
  value: StatusCode;
  onStatus: (status: StatusCode) => void;
}) {
  return (
    <select
      {...control}
      className={styles.select}
      value={value}
      onChange={(e) => onStatus(toStatus(e.target.value))}
    >
      {STATUS_OPTIONS.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
